import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterLoginTarget, keepBackQuery } from '../../../app/guards';
import { ApiError } from '../../../api/client';
import { useSession } from '../../../session';
import { Field, PasswordInput, TextInput } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { WalletLogin } from '../../account/components/WalletLogin';
import { useStartGuestDemo } from '../../demo/queries';
import { AuthFrame, authStyles as s } from '../components/AuthFrame';
import { IdentityField, ModeTabs } from '../components/IdentityField';
import { useAuthForm } from '../components/useAuthForm';
import { checkLoginForm, defaultAreaCode, LOGIN_MODES, toLoginBody, type LoginValues } from '../model/forms';
import { useLogin } from '../queries';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const lang = useSession((st) => st.lang);
  const { search } = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const guest = useStartGuestDemo();
  const form = useAuthForm<LoginValues>({ mode: 'email', area_code: defaultAreaCode(lang), account: '', password: '' });
  const { values, set } = form;
  const back = keepBackQuery(search);
  // Two-factor: the server answers 9004 (code required) and the code field appears; the next try sends it.
  const [needTotp, setNeedTotp] = useState(false);
  const [totp, setTotp] = useState('');

  const done = (): void => {
    toast.success(t('login.welcome'));
    void navigate(afterLoginTarget(search).path, { replace: true });
  };
  const submit = (): void => {
    const error = checkLoginForm(values);
    form.setError(error);
    if (error) return;
    login.mutate({ ...toLoginBody(values), ...(needTotp && totp ? { totp } : {}) }, {
      onSuccess: done,
      onError: (e) => {
        if (e instanceof ApiError && (e.code === 9004 || e.code === 9005)) setNeedTotp(true);
        setTotp('');
      },
    });
  };

  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}
      right={<Link to={`/pages/user/login/register/index${back}`} className="c-nav-link">{t('register.link')}</Link>}>
      <ModeTabs modes={LOGIN_MODES} mode={values.mode} onChange={(mode) => form.setValues((v) => ({ ...v, mode, account: '' }))} />
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        <IdentityField mode={values.mode} account={values.account} areaCode={values.area_code} onAccount={set('account')}
          onAreaCode={set('area_code')} error={form.errorOf('account') ?? form.errorOf('area_code')} />
        <Field id="password" label={t('field.password')} error={form.errorOf('password')}>
          <PasswordInput id="password" value={values.password} onChange={set('password')} placeholder={t('placeholder.password')} />
        </Field>
        {needTotp && (
          <Field id="totp" label={t('login.totp')}>
            <TextInput id="totp" value={totp} onChange={(v) => setTotp(v.replace(/[^\dA-Za-z-]/g, '').slice(0, 20))} inputMode="numeric"
              autoComplete="one-time-code" placeholder="123456" />
          </Field>
        )}
        {needTotp && <p className="c-hint" data-testid="totp-hint">{t('login.totp_hint')}</p>}
        <Button block type="submit" color="primary" className="c-submit" loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
      <div className={s.links}>
        <Link to={`/pages/user/login/forget/index${back}`}>{t('forget.link')}</Link>
        <Link to={`/pages/user/login/register/index${back}`}>{t('login.no_account')}</Link>
      </div>
      <div className={s.divider}>{t('login.or')}</div>
      <div className={s.alt}>
        <Button block fill="outline" color="primary" loading={guest.isPending} data-testid="guest-demo"
          onClick={() => void guest.start().then((ok) => { if (ok) { toast.success(t('guest.started')); void navigate('/pages/index/index', { replace: true }); } })}>
          {t('guest.button')}
        </Button>
        <WalletLogin totp={totp} onDone={done} onNeedTotp={() => setNeedTotp(true)} />
      </div>
    </AuthFrame>
  );
}
