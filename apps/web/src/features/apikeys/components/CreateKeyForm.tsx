import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@candor/shared';
import { Field, PasswordInput, TextInput } from '../../../ui/Field';
import { emptyKeyForm, keyBody, keyFormErrors, type KeyForm } from '../model/form';
import { useCreateKey } from '../queries';
import styles from './apikeys.module.css';

/** Create a key: label, permissions (never withdrawal), IP allow-list, fund password and the authenticator code when on. */
export function CreateKeyForm({ demo, onCreated }: { demo: boolean; onCreated: (created: ApiKeyCreated) => void }) {
  const { t } = useTranslation('apikeys');
  const create = useCreateKey();
  const [form, setForm] = useState<KeyForm>(emptyKeyForm);
  const [tried, setTried] = useState(false);
  const errors = keyFormErrors(form);
  const shown = tried ? errors : {};
  const set = <K extends keyof KeyForm>(k: K) => (v: KeyForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    try {
      const created = await create.mutateAsync(keyBody(form));
      setForm(emptyKeyForm());
      setTried(false);
      onCreated(created);
    } catch {
      // The server's message was shown as a toast.
    }
  };
  return (
    <section className={styles.card} data-testid="apikey-form">
      <h2 className={styles.cardTitle}>{t('create.title')}</h2>
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Field id="label" label={t('create.label')} error={shown.label ? t(`errors.${shown.label}`) : null}>
          <TextInput id="label" value={form.label} onChange={set('label')} maxLength={40} placeholder={t('create.label_placeholder')} />
        </Field>
        <div className={styles.perms} role="group" aria-label={t('create.permissions')}>
          <label className={styles.perm}><input type="checkbox" checked disabled />{t('perm.read')}</label>
          <label className={styles.perm}><input type="checkbox" checked={form.spot} onChange={(e) => set('spot')(e.target.checked)} data-testid="apikey-spot" />{t('perm.spot')}</label>
          <label className={styles.perm}><input type="checkbox" checked={form.futures} onChange={(e) => set('futures')(e.target.checked)} data-testid="apikey-futures" />{t('perm.futures')}</label>
          <span className={styles.never}>{t('perm.withdraw_never')}</span>
        </div>
        <Field id="ip_allow" label={t('create.ips')} error={shown.ips ? t(`errors.${shown.ips}`) : null}>
          <TextInput id="ip_allow" value={form.ips} onChange={set('ips')} maxLength={1000} placeholder={t('create.ips_placeholder')} />
        </Field>
        <Field id="pay_password" label={t('create.pay_password')} error={shown.pay_password ? t(`errors.${shown.pay_password}`) : null}>
          <PasswordInput id="pay_password" value={form.payPassword} onChange={(v) => set('payPassword')(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric"
            maxLength={6} autoComplete="off" placeholder={t('create.pay_placeholder')} />
        </Field>
        <Field id="totp" label={t('create.totp')}>
          <TextInput id="totp" value={form.totp} onChange={(v) => set('totp')(v.replace(/[^\dA-Za-z-]/g, '').slice(0, 20))} autoComplete="one-time-code" placeholder="123456" />
        </Field>
        {demo && <p className={styles.note}>{t('create.demo_note')}</p>}
        <button type="submit" className={styles.primary} disabled={create.isPending} data-testid="apikey-create">{t(create.isPending ? 'create.submitting' : 'create.submit')}</button>
      </form>
    </section>
  );
}
