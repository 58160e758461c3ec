import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { useAddPayMethod, useDisablePayMethod, useMarketOptions, usePayMethods } from '../queries';
import styles from './c2c.module.css';

/** The merchant's payment methods (what buyers pay to) and a form to add one of the market's pay kinds. */
export function PayMethods() {
  const { t } = useTranslation('c2c');
  const methods = usePayMethods(true);
  const kinds = useMarketOptions().data?.pay_kinds ?? [];
  const add = useAddPayMethod();
  const off = useDisablePayMethod();
  const [f, setF] = useState({ pay_type: '', account: '', holder: '', bank: '' });
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });
  const ready = f.pay_type !== '' && f.account.trim() !== '' && f.holder.trim() !== '';
  return (
    <section className={styles.card} data-testid="c2c-pay-methods">
      <h3 className={styles.name}>{t('methods.title')}</h3>
      {(methods.data ?? []).map((m) => (
        <div key={m.id} className={styles.methodRow} data-testid="c2c-pay-method">
          <span><strong>{m.label}</strong> · {m.account} · {m.holder}{m.bank ? ` · ${m.bank}` : ''}{m.enabled ? '' : ` (${t('methods.off')})`}</span>
          {m.enabled && <button type="button" className={styles.linkBtn} disabled={off.isPending} onClick={() => off.mutate(m.id)} data-testid="c2c-pay-method-off">{t('methods.disable')}</button>}
        </div>
      ))}
      {methods.data?.length === 0 && <p className={styles.text}>{t('methods.none')}</p>}
      <form className={styles.form} noValidate onSubmit={(e) => {
        e.preventDefault();
        if (ready) add.mutate({ ...f, bank: f.bank || undefined }, { onSuccess: () => { toast.success(t('methods.added')); setF({ pay_type: '', account: '', holder: '', bank: '' }); } });
      }}>
        <div className={styles.methods} role="radiogroup">
          {kinds.map((k) => (
            <button key={k.code} type="button" role="radio" aria-checked={f.pay_type === k.code} className={`${styles.method} ${f.pay_type === k.code ? styles.methodOn : ''}`}
              onClick={() => setF({ ...f, pay_type: k.code })} data-testid="c2c-pay-kind">{k.name}</button>
          ))}
        </div>
        <Field id="m_account" label={t('field.pay_account')}><TextInput id="m_account" value={f.account} onChange={set('account')} maxLength={100} /></Field>
        <Field id="m_holder" label={t('field.pay_holder')}><TextInput id="m_holder" value={f.holder} onChange={set('holder')} maxLength={100} /></Field>
        <Field id="m_bank" label={t('field.pay_bank')}><TextInput id="m_bank" value={f.bank} onChange={set('bank')} maxLength={100} /></Field>
        <button type="submit" className={styles.secondary} disabled={!ready || add.isPending} data-testid="c2c-pay-method-add">{t('methods.add')}</button>
      </form>
    </section>
  );
}
