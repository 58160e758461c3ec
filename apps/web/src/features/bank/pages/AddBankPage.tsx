import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, TextInput } from '../../../ui/Field';
import { MoneyPage } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import styles from '../../../ui/formCard.module.css';
import { KycNotice } from '../components/KycNotice';
import { Refusal } from '../components/Refusal';
import { cardErrors, emptyCardForm, type CardField, type CardForm } from '../model/card-form';
import { BANK_CARDS_PATH } from '../paths';
import { useBankWithdrawInfo, useCashInfo, useSaveCard } from '../queries';

type TextField = Exclude<CardField, 'currency'>;
const REQUIRED: readonly TextField[] = ['holder', 'bank_name', 'card_number'];
const OPTIONAL: readonly TextField[] = ['branch_name', 'branch_number', 'swift', 'iban', 'bank_address', 'payee_address', 'postal_code'];
const MAX: Record<TextField, number> = {
  holder: 100, bank_name: 100, card_number: 40, branch_name: 100, branch_number: 20, swift: 20, iban: 50, bank_address: 200, payee_address: 200, postal_code: 12,
};

function CardFormView({ verifiedName, currencies }: { verifiedName: string; currencies: readonly string[] }) {
  const { t } = useTranslation('bank');
  const navigate = useNavigate();
  const save = useSaveCard();
  const [form, setForm] = useState<CardForm>(() => emptyCardForm(verifiedName, currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'USD')));
  const [tried, setTried] = useState(false);
  const errors = cardErrors(form, verifiedName);
  const set = (field: CardField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const errorOf = (field: CardField): string | null => (tried && errors[field] ? t(`add.error_${errors[field]}`, { name: verifiedName }) : null);
  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate(form, { onSuccess: () => { toast.success(t('add.saved')); void navigate(BANK_CARDS_PATH, { replace: true }); } });
  };
  const field = (name: TextField, optional: boolean) => (
    <Field key={name} id={name} error={errorOf(name)}
      label={<>{t(`add.${name}`)}{optional && <span className={styles.optional}> {t('add.optional')}</span>}</>}>
      <TextInput id={name} value={form[name]} onChange={set(name)} maxLength={MAX[name]} placeholder={t(`add.${name}_placeholder`)}
        inputMode={name === 'card_number' ? 'numeric' : 'text'} autoComplete="off" />
    </Field>
  );
  return (
    <section className={styles.card} data-testid="bank-add-form">
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {REQUIRED.map((name) => field(name, false))}
        <Field id="currency" label={t('add.currency')}>
          <select id="currency" className={styles.select} value={form.currency} onChange={(e) => set('currency')(e.target.value)} data-testid="bank-currency">
            {currencies.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </Field>
        {OPTIONAL.map((name) => field(name, true))}
        <div className={styles.actions} style={{ margin: '18px 0 0' }}>
          <button type="submit" className={styles.primary} disabled={save.isPending} data-testid="bank-add-submit">
            {t(save.isPending ? 'add.saving' : 'add.save')}
          </button>
        </div>
        <p className={styles.muted}>{t('add.note')}</p>
      </form>
    </section>
  );
}

/** /pages/bankbind/addbank: bind a bank card; the holder must be the KYC name, the server checks the IBAN and SWIFT. */
export default function AddBankPage() {
  const { t } = useTranslation('bank');
  const info = useCashInfo();
  const terms = useBankWithdrawInfo();
  let body;
  if (info.isPending || (terms.isPending && !info.isError)) body = <Loading />;
  else if (info.isError) body = <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  else if (info.data.verified_name === null) body = <KycNotice />;
  else {
    const currencies = terms.data?.rates.map((r) => r.code) ?? ['USD'];
    body = (
      <>
        <p className={styles.hint}>{t('add.intro', { name: info.data.verified_name })}</p>
        <CardFormView verifiedName={info.data.verified_name} currencies={currencies} />
      </>
    );
  }
  return <MoneyPage title={t('add.title')} testId="bank-add-page">{body}</MoneyPage>;
}
