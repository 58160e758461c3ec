import { langToBcp47, type AreaCode } from '@candor/shared';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { Field, TextInput } from '../../../ui/Field';
import { basicBody, checkBasicForm, EMPTY_BASIC, ID_TYPES, type BasicError, type BasicField, type BasicValues } from '../model/basic-form';
import { useCountries, useSubmitBasic } from '../queries';
import styles from './kyc.module.css';

/** Country names in the page's language where the browser knows them, else the list's English name. */
function useCountryNames(list: readonly AreaCode[] | undefined) {
  const lang = useSession((s) => s.lang);
  return useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([langToBcp47[lang]], { type: 'region' }) : null;
    const seen = new Set<string>();
    return (list ?? []).filter((c) => !seen.has(c.iso) && seen.add(c.iso))
      .map((c) => ({ iso: c.iso, name: names?.of(c.iso) ?? c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, langToBcp47[lang]));
  }, [list, lang]);
}

/** The basic form: legal name as on the ID, ID type and number, country, birth date. */
export function BasicForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('kyc');
  const countries = useCountryNames(useCountries().data);
  const submit = useSubmitBasic();
  const [values, setValues] = useState<BasicValues>(EMPTY_BASIC);
  const [error, setError] = useState<BasicError | null>(null);
  const errorOf = (field: BasicField) => (error?.field === field ? t(error.key) : null);
  const set = (field: BasicField) => (v: string): void => {
    setValues((s) => ({ ...s, [field]: v }));
    setError(null);
  };
  const send = (): void => {
    const found = checkBasicForm(values, Date.now());
    setError(found);
    if (!found) submit.mutate(basicBody(values), { onSuccess: onDone });
  };
  return (
    <form className="c-section" onSubmit={(e) => { e.preventDefault(); send(); }} noValidate data-testid="kyc-basic-form">
      <p className="c-muted" style={{ marginTop: 0 }}>{t('basic.intro')}</p>
      <Field id="full_name" label={t('basic.full_name')} error={errorOf('full_name')}>
        <TextInput id="full_name" value={values.full_name} onChange={set('full_name')} placeholder={t('basic.full_name_placeholder')} maxLength={100} autoComplete="name" />
      </Field>
      <Field id="id_type" label={t('basic.id_type')} error={errorOf('id_type')}>
        <select id="id_type" className={styles.select} value={values.id_type} required onChange={(e) => set('id_type')(e.target.value)}>
          <option value="" disabled>{t('basic.choose')}</option>
          {ID_TYPES.map((type) => <option key={type} value={type}>{t(`id_type.${type}`)}</option>)}
        </select>
      </Field>
      <Field id="id_number" label={t('basic.id_number')} error={errorOf('id_number')}>
        <TextInput id="id_number" value={values.id_number} onChange={set('id_number')} placeholder={t('basic.id_number_placeholder')} maxLength={40} autoComplete="off" />
      </Field>
      <Field id="country" label={t('basic.country')} error={errorOf('country')}>
        <select id="country" className={styles.select} value={values.country} required onChange={(e) => set('country')(e.target.value)}>
          <option value="" disabled>{t('basic.choose')}</option>
          {countries.map((c) => <option key={c.iso} value={c.iso}>{c.name}</option>)}
        </select>
      </Field>
      <Field id="birth_date" label={t('basic.birth_date')} error={errorOf('birth_date')}>
        <input id="birth_date" name="birth_date" type="date" className={styles.date} value={values.birth_date} max="2100-12-31"
          onChange={(e) => set('birth_date')(e.target.value)} />
      </Field>
      <Button block type="submit" color="primary" className="c-submit" loading={submit.isPending} data-testid="kyc-basic-submit">
        {t('action.submit')}
      </Button>
    </form>
  );
}
