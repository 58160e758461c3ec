/** The create-key form as plain logic: its fields, what is wrong with them, and the body it sends. */
export type KeyForm = { label: string; spot: boolean; futures: boolean; ips: string; payPassword: string; totp: string };
export type KeyFormError = 'label_required' | 'label_long' | 'ips_invalid' | 'pay_required';
export type CreateKeyBody = { label: string; spot: '1' | '0'; futures: '1' | '0'; ip_allow: string; pay_password: string; totp?: string };

export const emptyKeyForm = (): KeyForm => ({ label: '', spot: true, futures: false, ips: '', payPassword: '', totp: '' });

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

/** The IP addresses of the allow-list, split on commas and spaces. */
export const ipsOf = (text: string): string[] => text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);

export function keyFormErrors(f: KeyForm): Partial<Record<'label' | 'ips' | 'pay_password', KeyFormError>> {
  const out: Partial<Record<'label' | 'ips' | 'pay_password', KeyFormError>> = {};
  const label = f.label.trim();
  if (!label) out.label = 'label_required';
  else if (label.length > 40) out.label = 'label_long';
  if (ipsOf(f.ips).some((ip) => !IPV4.test(ip) && !(ip.includes(':') && IPV6.test(ip)))) out.ips = 'ips_invalid';
  if (!/^\d{6}$/.test(f.payPassword)) out.pay_password = 'pay_required';
  return out;
}

export function keyBody(f: KeyForm): CreateKeyBody {
  const body: CreateKeyBody = { label: f.label.trim(), spot: f.spot ? '1' : '0', futures: f.futures ? '1' : '0', ip_allow: ipsOf(f.ips).join(','), pay_password: f.payPassword };
  if (f.totp.trim()) body.totp = f.totp.trim();
  return body;
}
