import { describe, expect, it } from 'vitest';
import { emptyKeyForm, ipsOf, keyBody, keyFormErrors } from './form';

describe('the create-key form', () => {
  it('asks for a label, a 6-digit fund password and valid IP addresses', () => {
    expect(keyFormErrors(emptyKeyForm())).toEqual({ label: 'label_required', pay_password: 'pay_required' });
    const ok = { ...emptyKeyForm(), label: ' bot ', payPassword: '123456', ips: '203.0.113.5, 2001:db8::1  198.51.100.7' };
    expect(keyFormErrors(ok)).toEqual({});
    expect(keyFormErrors({ ...ok, ips: '300.1.1.1' })).toEqual({ ips: 'ips_invalid' });
    expect(keyFormErrors({ ...ok, label: 'x'.repeat(41) })).toEqual({ label: 'label_long' });
  });

  it('sends the permissions as flags, the IP list joined, the TOTP only when given', () => {
    const f = { ...emptyKeyForm(), label: ' bot ', futures: true, payPassword: '123456', ips: '203.0.113.5 198.51.100.7' };
    expect(keyBody(f)).toEqual({ label: 'bot', spot: '1', futures: '1', ip_allow: '203.0.113.5,198.51.100.7', pay_password: '123456' });
    expect(keyBody({ ...f, totp: ' 654321 ' }).totp).toBe('654321');
    expect(ipsOf(' , ')).toEqual([]);
  });
});
