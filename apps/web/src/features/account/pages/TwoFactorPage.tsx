import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import { PageShell } from '../../../ui/PageShell';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import s from '../components/account.module.css';
import { useTwoFactor, useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../queries';

const clean = (v: string): string => v.replace(/[^\dA-Za-z-]/g, '').slice(0, 20);

/** Two-factor: turn on (QR, secret, first code, recovery codes shown once) or off (a code or a recovery code). */
export default function TwoFactorPage() {
  const { t } = useTranslation('account');
  const status = useTwoFactor();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const enrol = setup.data;

  if (recovery) {
    return (
      <PageShell title={t('twofa.title')}>
        <section className="c-section" data-testid="recovery-codes">
          <h2 className="c-section-title">{t('twofa.recovery_title')}</h2>
          <p className="c-hint">{t('twofa.recovery_note')}</p>
          <ul className={s.codes}>{recovery.map((c) => <li key={c}>{c}</li>)}</ul>
          <Button block color="primary" onClick={() => setRecovery(null)} data-testid="recovery-done">{t('twofa.recovery_done')}</Button>
        </section>
      </PageShell>
    );
  }
  const on = status.data?.enabled === true;
  return (
    <PageShell title={t('twofa.title')}>
      <section className="c-section" data-testid="twofa-page">
        <p>
          {t('twofa.state')}{' '}
          {status.data && <span data-testid="twofa-status"><StatusTag tone={on ? 'success' : 'warning'}>{t(on ? 'twofa.on' : 'twofa.off')}</StatusTag></span>}
        </p>
        <p className="c-hint">{t('twofa.about')}</p>
        {on && <p className="c-hint">{t('twofa.recovery_left', { n: status.data?.recovery_left ?? 0 })}</p>}
        {!on && !enrol && status.data && (
          <Button block color="primary" loading={setup.isPending} onClick={() => setup.mutate()} data-testid="twofa-start">{t('twofa.start')}</Button>
        )}
        {!on && enrol && (
          <>
            <p className="c-hint">{t('twofa.scan')}</p>
            <img className={s.qr} src={enrol.qr} alt={t('twofa.qr_alt')} />
            <p className={s.secret} data-testid="twofa-secret">{enrol.secret}</p>
          </>
        )}
        {(on || enrol) && (
          <form onSubmit={(e) => {
            e.preventDefault();
            if (!code) return;
            if (on) disable.mutate(code, { onSuccess: () => { setCode(''); toast.success(t('twofa.turned_off')); } });
            else enable.mutate(code, { onSuccess: (r) => { setCode(''); setRecovery(r.recovery_codes); toast.success(t('twofa.turned_on')); } });
          }} noValidate>
            <Field id="totp" label={t(on ? 'twofa.code_or_recovery' : 'twofa.code')}>
              <TextInput id="totp" value={code} onChange={(v) => setCode(clean(v))} inputMode={on ? 'text' : 'numeric'} autoComplete="one-time-code" placeholder="123456" />
            </Field>
            <Button block type="submit" color={on ? 'danger' : 'primary'} className="c-submit" loading={enable.isPending || disable.isPending} data-testid="twofa-submit">
              {t(on ? 'twofa.turn_off' : 'twofa.turn_on')}
            </Button>
          </form>
        )}
      </section>
    </PageShell>
  );
}
