import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { CodeField } from '../../../ui/CodeField';
import { Field, PasswordInput } from '../../../ui/Field';
import { PageShell, useBack } from '../../../ui/PageShell';
import { Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { checkPayPasswordForm, payErrorKey, payFieldOf, sixDigits, type PayField, type PayFormError, type PayPasswordValues } from '../model/forms';
import { useChangePayPassword, useHasFundPassword, useSendOwnCode, useSetPayPassword } from '../queries';

/**
 * Sets the 6-digit fund password (login password and a security code) or changes a set one (a security code); the code
 * goes to the account's email or phone.
 */
export default function ChangePayPasswordPage() {
  const { t } = useTranslation('users');
  const back = useBack();
  const has = useHasFundPassword();
  const user = useSession((s) => s.user);
  const setPay = useSetPayPassword();
  const changePay = useChangePayPassword();
  const sendCode = useSendOwnCode();
  const [values, setValues] = useState<PayPasswordValues>({ password: '', code: '', pay_password: '', re_pay_password: '' });
  const [error, setError] = useState<PayFormError | null>(null);
  if (has.isPending) return <PageShell title={t('pay.title_set')}><Loading /></PageShell>;
  const changing = has.data === true;
  const errorOf = (field: PayField): string | null => (error && payFieldOf(error) === field ? t(payErrorKey(error)) : null);
  const set = (field: PayField) => (v: string): void => {
    setValues((s) => ({ ...s, [field]: field === 'code' || field === 'password' ? v : sixDigits(v) }));
    setError(null);
  };
  const done = (): void => { toast.success(t(changing ? 'pay.changed' : 'pay.set_done')); back(); };
  const submit = (): void => {
    const found = checkPayPasswordForm(values, changing);
    setError(found);
    if (found) return;
    const body = { pay_password: values.pay_password, re_pay_password: values.re_pay_password, code: values.code.trim() };
    if (changing) changePay.mutate(body, { onSuccess: done });
    else setPay.mutate({ ...body, password: values.password }, { onSuccess: done });
  };
  const destination = user?.email ?? (user?.phone ? `+${user.area_code ?? ''} ${user.phone}` : null);
  return (
    <PageShell title={t(changing ? 'pay.title_change' : 'pay.title_set')}>
      <form className="c-section" onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate data-testid={changing ? 'pay-change' : 'pay-set'}>
        <p className="c-muted" style={{ marginTop: 0 }}>{t(changing ? 'pay.change_text' : 'pay.set_text')}</p>
        {!changing && (
          <Field id="password" label={t('pay.login_password')} error={errorOf('password')}>
            <PasswordInput id="password" value={values.password} onChange={set('password')} autoComplete="current-password"
              placeholder={t('pay.login_password_placeholder')} />
          </Field>
        )}
        <p className="c-muted">{destination ? t('pay.code_to', { destination }) : t('pay.no_destination')}</p>
        <CodeField value={values.code} onChange={set('code')} error={errorOf('code')}
          send={async () => (await sendCode.mutateAsync(undefined)).resend_after} />
        {(['pay_password', 're_pay_password'] as const).map((name) => (
          <Field key={name} id={name} label={t(`pay.${name}`)} error={errorOf(name)}>
            <PasswordInput id={name} value={values[name]} onChange={set(name)} inputMode="numeric" maxLength={6} autoComplete="off"
              placeholder={t('pay.placeholder')} />
          </Field>
        ))}
        <Button block type="submit" color="primary" className="c-submit" loading={setPay.isPending || changePay.isPending} data-testid="pay-submit">
          {t('common:action.confirm')}
        </Button>
      </form>
      <p className="c-hint">{t('pay.note')}</p>
    </PageShell>
  );
}
