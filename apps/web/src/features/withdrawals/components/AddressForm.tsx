import { Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { CodeField } from '../../../ui/CodeField';
import { Field, PasswordInput } from '../../../ui/Field';
import { REMARK_MAX, addressErrorOf, type AddressError, type AddressField } from '../model/address-form';
import { FundPasswordNotice } from './FundPasswordNotice';
import type { AddressFormApi } from './useAddressForm';
import styles from './withdrawals.module.css';

/** The add-address form: address checked live for the network, remark, fund password, security code. */
export function AddressForm({ network, api, hasFundPassword }: { network: string; api: AddressFormApi; hasFundPassword: boolean | null }) {
  const { t } = useTranslation('withdrawals');
  const user = useSession((s) => s.user);
  const { form, shown } = api;
  const message = (field: AddressField): string | null => {
    const e: AddressError | undefined = addressErrorOf(shown, field);
    return e ? t(`errors.${e.key}`, 'params' in e ? e.params : {}) : null;
  };
  const destination = user?.email ?? (user?.phone ? `+${user.area_code ?? ''} ${user.phone}` : null);
  return (
    <section className={styles.card} data-testid="address-form">
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void api.submit(); }}>
        <Field id="address" label={t('create.address', { network })} error={message('address')}>
          <TextArea id="address" name="address" className={styles.addressArea} value={form.address} onChange={api.set('address')} maxLength={90}
            autoSize={{ minRows: 1, maxRows: 3 }} rows={1} placeholder={t('create.address_placeholder', { network })} />
        </Field>
        {api.status === 'valid' && <p className={styles.valid} data-testid="address-valid">✓ {t('create.address_valid', { network })}</p>}
        <Field id="remark" label={<>{t('create.remark')} <span className={styles.optional}>{t('create.optional')}</span></>} error={message('remark')}
          extra={<span className={styles.counter}>{form.remark.trim().length}/{REMARK_MAX}</span>}>
          <Input id="remark" name="remark" value={form.remark} onChange={api.set('remark')} maxLength={REMARK_MAX}
            placeholder={t('create.remark_placeholder')} autoComplete="off" />
        </Field>
        {hasFundPassword === false ? <FundPasswordNotice /> : (
          <Field id="pay_password" label={t('fund.label')} error={message('pay_password')}>
            <PasswordInput id="pay_password" value={form.payPassword} onChange={api.set('payPassword')} inputMode="numeric" maxLength={6}
              autoComplete="off" placeholder={t('fund.placeholder')} />
          </Field>
        )}
        <p className={styles.destination}>{destination ? t('create.code_to', { destination }) : t('create.no_destination')}</p>
        <CodeField value={form.code} onChange={api.set('code')} error={message('code')} send={api.send} />
        <button type="submit" className={styles.submit} disabled={api.pending || hasFundPassword === false} data-testid="address-submit">
          {t(api.pending ? 'create.saving' : 'create.save')}
        </button>
        <p className={styles.review}>{t('create.note')}</p>
      </form>
    </section>
  );
}
