import { Button, Checkbox } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterLoginTarget, keepBackQuery } from '../../../app/guards';
import { useSession } from '../../../session';
import { Field, PasswordInput, TextInput } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { AuthFrame, authStyles as s } from '../components/AuthFrame';
import { CodeField } from '../../../ui/CodeField';
import { IdentityField, ModeTabs } from '../components/IdentityField';
import { useAuthForm, useSendCodeTo } from '../components/useAuthForm';
import { checkRegisterForm, defaultAreaCode, LOGIN_MODES, toRegisterBody, type RegisterValues } from '../model/forms';
import { useRegister } from '../queries';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const lang = useSession((st) => st.lang);
  const referral = useSession((st) => st.referralCode);
  const register = useRegister();
  const form = useAuthForm<RegisterValues>({
    mode: 'email', area_code: defaultAreaCode(lang), account: '', code: '', password: '', re_password: '',
    invite_code: referral ?? '', agree: false, sms_consent: false,
  });
  const { values, set } = form;
  const back = keepBackQuery(search);

  const send = useSendCodeTo(values, form.setError, 'register');
  const submit = (): void => {
    const error = checkRegisterForm(values);
    form.setError(error);
    if (error) return;
    register.mutate(toRegisterBody(values), {
      onSuccess: () => {
        toast.success(t('register.done'));
        void navigate(afterLoginTarget(search).path, { replace: true });
      },
    });
  };

  return (
    <AuthFrame title={t('register.title')} subtitle={t('register.subtitle')}
      right={<Link to={`/pages/user/login/login${back}`} className="c-nav-link">{t('login.link')}</Link>}>
      <ModeTabs modes={LOGIN_MODES} mode={values.mode}
        onChange={(mode) => { form.setValues((v) => ({ ...v, mode, account: '', code: '' })); form.setError(null); }} />
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        <IdentityField mode={values.mode} account={values.account} areaCode={values.area_code} onAccount={set('account')}
          onAreaCode={set('area_code')} error={form.errorOf('account') ?? form.errorOf('area_code')} />
        {values.mode === 'username' && <p className="c-field-help">{t('register.username_rule')}</p>}
        {values.mode !== 'username' && <CodeField value={values.code} onChange={set('code')} error={form.errorOf('code')} send={send} />}
        <Field id="password" label={t('field.password')} error={form.errorOf('password')}>
          <PasswordInput id="password" value={values.password} onChange={set('password')} placeholder={t('placeholder.new_password')}
            autoComplete="new-password" />
        </Field>
        <Field id="re_password" label={t('field.re_password')} error={form.errorOf('re_password')}>
          <PasswordInput id="re_password" value={values.re_password} onChange={set('re_password')} placeholder={t('placeholder.re_password')}
            autoComplete="new-password" />
        </Field>
        <Field id="invite_code" label={t('field.invite_code')} error={form.errorOf('invite_code')}>
          <TextInput id="invite_code" value={values.invite_code} onChange={(v) => set('invite_code')(v.toUpperCase())} maxLength={32}
            placeholder={t('placeholder.invite_code')} />
        </Field>
        <div className={s.checks}>
          <Checkbox checked={values.agree} onChange={set('agree')} data-testid="agree">
            <Trans t={t} i18nKey="register.agree" components={{
              terms: <Link to="/pages/user/login/privacyAgreement/userAgreement" onClick={(e) => e.stopPropagation()} />,
              privacy: <Link to="/pages/user/login/privacyAgreement/privacyAgreement" onClick={(e) => e.stopPropagation()} />,
            }} />
          </Checkbox>
          {form.errorOf('agree') && <div className={s.checkError} role="alert">{form.errorOf('agree')}</div>}
          {values.mode !== 'username' && (
            <Checkbox checked={values.sms_consent} onChange={set('sms_consent')} data-testid="sms-consent">
              {t(values.mode === 'phone' ? 'register.sms_consent' : 'register.email_consent')}
            </Checkbox>
          )}
          {form.errorOf('sms_consent') && <div className={s.checkError} role="alert">{form.errorOf('sms_consent')}</div>}
        </div>
        <Button block type="submit" color="primary" className="c-submit" loading={register.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </form>
      <div className={s.links}>
        <span className="c-muted">{t('register.have_account')}</span>
        <Link to={`/pages/user/login/login${back}`}>{t('login.link')}</Link>
      </div>
    </AuthFrame>
  );
}
