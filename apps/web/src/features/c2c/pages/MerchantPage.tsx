import type { C2cMerchantMe } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, TextInput } from '../../../ui/Field';
import { MoneyPage } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import styles from '../components/c2c.module.css';
import { Lines } from '../components/Lines';
import { MerchantLine } from '../components/MerchantLine';
import { PayMethods } from '../components/PayMethods';
import { Refusal } from '../components/Refusal';
import { C2C_MERCHANT_ORDERS_PATH, C2C_MY_ADS_PATH, VERIFICATION_PATH } from '../paths';
import { useApplyMerchant, useLockBond, useMerchantMe, useQuitMerchant } from '../queries';

function Apply({ me }: { me: C2cMerchantMe }) {
  const { t } = useTranslation('c2c');
  const navigate = useNavigate();
  const apply = useApplyMerchant();
  const [nickname, setNickname] = useState('');
  if (!me.kyc_advanced) {
    return (
      <section className={styles.card}>
        <p className={styles.text}>{t('merchant.need_kyc')}</p>
        <button type="button" className={styles.primary} onClick={() => void navigate(VERIFICATION_PATH)} data-testid="c2c-kyc">{t('merchant.go_kyc')}</button>
      </section>
    );
  }
  return (
    <form className={`${styles.card} ${styles.form}`} noValidate data-testid="c2c-apply-form"
      onSubmit={(e) => { e.preventDefault(); if (nickname.trim()) apply.mutate(nickname.trim(), { onSuccess: () => toast.success(t('merchant.applied')) }); }}>
      {me.status === 'rejected' && <p className={styles.text}>{t('merchant.rejected', { reason: me.reason ?? '' })}</p>}
      <p className={styles.text}>{t('merchant.intro', { bond: me.bond_required, asset: me.bond_asset })}</p>
      <Field id="nickname" label={t('merchant.nickname')}><TextInput id="nickname" value={nickname} onChange={setNickname} maxLength={30} /></Field>
      <button type="submit" className={styles.primary} disabled={apply.isPending || nickname.trim() === ''} data-testid="c2c-apply">{t('merchant.apply')}</button>
    </form>
  );
}

function Standing({ me }: { me: C2cMerchantMe }) {
  const { t } = useTranslation('c2c');
  const navigate = useNavigate();
  const bond = useLockBond();
  const quit = useQuitMerchant();
  const stop = async () => {
    // antd's dialog loads on the first tap that needs it.
    const { Dialog } = await import('../../../ui/dialog');
    if (await Dialog.confirm({ content: t('merchant.quit_confirm'), confirmText: t('merchant.quit'), cancelText: t('common:action.cancel') })) {
      quit.mutate(undefined, { onSuccess: () => toast.success(t('merchant.quitted')) });
    }
  };
  const tone = me.status === 'active' ? 'success' : me.status === 'pending' || me.status === 'approved' ? 'warning' : 'neutral';
  return (
    <>
      <section className={styles.card} data-testid="c2c-merchant-standing" data-status={me.status ?? 'none'}>
        <div className={styles.head}>
          {me.card ? <MerchantLine m={me.card} /> : <h3 className={styles.name}>{me.nickname}</h3>}
          <StatusTag tone={tone}>{t(`merchant.status_${me.status ?? 'none'}`)}</StatusTag>
        </div>
        <Lines rows={[[t('merchant.bond'), `${me.bond} / ${me.bond_required} ${me.bond_asset}`, 'c2c-bond']]} />
        {me.status === 'pending' && <p className={styles.text}>{t('merchant.pending')}</p>}
        {me.status === 'suspended' && <p className={styles.text}>{t('merchant.suspended', { reason: me.reason ?? '' })}</p>}
        {me.status === 'approved' && (
          <>
            <p className={styles.text}>{t('merchant.bond_note', { bond: me.bond_required, asset: me.bond_asset })}</p>
            <button type="button" className={styles.primary} disabled={bond.isPending} data-testid="c2c-bond-lock"
              onClick={() => bond.mutate(undefined, { onSuccess: () => toast.success(t('merchant.bond_locked')) })}>{t('merchant.bond_lock', { bond: me.bond_required, asset: me.bond_asset })}</button>
          </>
        )}
      </section>
      {me.status === 'active' && (
        <>
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={() => void navigate(C2C_MY_ADS_PATH)} data-testid="c2c-my-ads-link">{t('merchant.ads')}</button>
            <button type="button" className={styles.link} onClick={() => void navigate(C2C_MERCHANT_ORDERS_PATH)} data-testid="c2c-merchant-orders-link">{t('merchant.orders')}</button>
          </div>
          <PayMethods />
          <div className={styles.links}>
            <button type="button" className={styles.link} disabled={quit.isPending} onClick={() => void stop()} data-testid="c2c-merchant-quit">{t('merchant.quit')}</button>
          </div>
        </>
      )}
    </>
  );
}

/** /pages/assets/c2c/merchant: apply (advanced KYC), lock the bond once approved, then payment methods, ads and orders. */
export default function MerchantPage() {
  const { t } = useTranslation('c2c');
  const me = useMerchantMe();
  let body;
  if (me.isPending) body = <Loading />;
  else if (me.isError) body = <Refusal error={me.error} onRetry={() => void me.refetch()} />;
  else if (me.data.status === null || me.data.status === 'rejected' || me.data.status === 'quit') body = <Apply me={me.data} />;
  else body = <Standing me={me.data} />;
  return <MoneyPage title={t('merchant.title')} testId="c2c-merchant-page">{body}</MoneyPage>;
}
