import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { keepBackQuery } from '../../../app/guards';
import { useSession } from '../../../session';
import { Field, PasswordInput } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { AuthFrame, authStyles as s } from '../components/AuthFrame';
import { CodeField } from '../../../ui/CodeField';
import { IdentityField, ModeTabs } from '../components/IdentityField';
import { useAuthForm, useSendCodeTo } from '../components/useAuthForm';
import { checkForgetForm, defaultAreaCode, RESET_MODES, toForgetBody, type ForgetValues } from '../model/forms';
import { useForgetPassword } from '../queries';

/** Password reset with a code sent to the account's phone or email (both forget paths show this page). */
export default function ForgetPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const lang = useSession((st) => st.lang);
  const reset = useForgetPassword();
  const form = useAuthForm<ForgetValues>({ mode: 'email', area_code: defaultAreaCode(lang), account: '', code: '', password: '', re_password: '' });
  const { values, set } = form;

  const send = useSendCodeTo(values, form.setError, 'forget');
  const submit = (): void => {
    const error = checkForgetForm(values);
    form.setError(error);
    if (error) return;
    reset.mutate(toForgetBody(values), {
      onSuccess: () => {
        toast.success(t('forget.done'));
        void navigate(`/pages/user/login/login${keepBackQuery(search)}`, { replace: true });
      },
    });
  };

  return (
    <AuthFrame title={t('forget.title')} subtitle={t('forget.subtitle')}>
      <ModeTabs modes={RESET_MODES} mode={values.mode}
        onChange={(mode) => { form.setValues((v) => ({ ...v, mode, account: '', code: '' })); form.setError(null); }} />
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        <IdentityField mode={values.mode} account={values.account} areaCode={values.area_code} onAccount={set('account')}
          onAreaCode={set('area_code')} error={form.errorOf('account') ?? form.errorOf('area_code')} />
        <CodeField value={values.code} onChange={set('code')} error={form.errorOf('code')} send={send} />
        <Field id="password" label={t('field.new_password')} error={form.errorOf('password')}>
          <PasswordInput id="password" value={values.password} onChange={set('password')} placeholder={t('placeholder.new_password')}
            autoComplete="new-password" />
        </Field>
        <Field id="re_password" label={t('field.re_password')} error={form.errorOf('re_password')}>
          <PasswordInput id="re_password" value={values.re_password} onChange={set('re_password')} placeholder={t('placeholder.re_password')}
            autoComplete="new-password" />
        </Field>
        <Button block type="submit" color="primary" className="c-submit" loading={reset.isPending} data-testid="forget-submit">
          {t('forget.submit')}
        </Button>
      </form>
      <p className={s.note}>{t('forget.note')}</p>
    </AuthFrame>
  );
}
