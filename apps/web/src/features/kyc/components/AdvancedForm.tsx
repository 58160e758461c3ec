import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@candor/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import { useSubmitAdvanced } from '../queries';
import { DocumentPicker } from './DocumentPicker';
import styles from './kyc.module.css';

type Docs = Record<KycDocumentKind, number | null>;

/** The advanced form: the ID's front and back (a passport has no back), a selfie holding the ID, a proof of address. */
export function AdvancedForm({ passport, onDone }: { passport: boolean; onDone: () => void }) {
  const { t } = useTranslation('kyc');
  const submit = useSubmitAdvanced();
  const [docs, setDocs] = useState<Docs>({ front: null, back: null, selfie: null, address: null });
  const [address, setAddress] = useState('');
  const [missing, setMissing] = useState<readonly KycDocumentKind[]>([]);
  const [addressError, setAddressError] = useState(false);
  const kinds = KYC_DOCUMENT_KINDS.filter((k) => !(passport && k === 'back'));
  const send = (): void => {
    const gaps = kinds.filter((k) => docs[k] === null);
    const badAddress = address.trim().length < 5;
    setMissing(gaps);
    setAddressError(badAddress);
    if (gaps.length > 0 || badAddress) return;
    submit.mutate({
      front_id: docs.front ?? undefined, back_id: docs.back ?? undefined, selfie_id: docs.selfie ?? undefined,
      address_proof_id: docs.address ?? undefined, address: address.trim(),
    }, { onSuccess: onDone });
  };
  return (
    <form className="c-section" onSubmit={(e) => { e.preventDefault(); send(); }} noValidate data-testid="kyc-advanced-form">
      <p className="c-muted" style={{ marginTop: 0 }}>{t('advanced.intro')}</p>
      <div className={styles.docs}>
        {kinds.map((kind) => (
          <DocumentPicker key={kind} kind={kind} uploaded={docs[kind]} invalid={missing.includes(kind)}
            onUploaded={(id) => { setDocs((d) => ({ ...d, [kind]: id })); setMissing((m) => m.filter((k) => k !== kind)); }} />
        ))}
      </div>
      {missing.length > 0 && <div className="c-field-error" role="alert">{t('advanced.missing')}</div>}
      <Field id="address" label={t('advanced.address')} error={addressError ? t('advanced.address_invalid') : null}>
        <TextInput id="address" value={address} onChange={(v) => { setAddress(v); setAddressError(false); }} placeholder={t('advanced.address_placeholder')}
          maxLength={200} autoComplete="street-address" />
      </Field>
      <Button block type="submit" color="primary" className="c-submit" loading={submit.isPending} data-testid="kyc-advanced-submit">
        {t('action.submit')}
      </Button>
    </form>
  );
}
