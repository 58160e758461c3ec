import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format/time';
import { PageShell } from '../../../ui/PageShell';
import { toast } from '../../../ui/toast';
import s from '../components/account.module.css';
import { walletsPresent, type WalletChain } from '../model/wallet';
import { useBindWallet, useUnbindWallet, useWallets } from '../queries';

/** Wallets bound to the account (each logs it in); bind the browser's wallet by a signature, or remove one. */
export default function WalletsPage() {
  const { t } = useTranslation('account');
  const wallets = useWallets();
  const bind = useBindWallet();
  const unbind = useUnbindWallet();
  const present = walletsPresent();
  const bindWith = (chain: WalletChain): void => bind.mutate(chain, {
    onSuccess: () => toast.success(t('wallets.bound')),
    onError: (e) => { if (!('code' in e)) toast.error(t('wallets.failed')); },
  });
  const list = wallets.data ?? [];
  return (
    <PageShell title={t('wallets.title')}>
      <section className="c-section" data-testid="wallets-page">
        <p className="c-hint">{t('wallets.about')}</p>
        {wallets.data && list.length === 0 && <p className="c-muted">{t('wallets.none')}</p>}
        {list.map((w) => (
          <div key={w.id} className={s.row} data-testid="wallet-row">
            <div className={s.main}>
              <div className={s.device}>{w.chain.toUpperCase()}</div>
              <div className={s.meta}>{w.address} · {formatDateTime(w.created_at)}</div>
            </div>
            <Button size="small" color="danger" fill="outline" onClick={() => unbind.mutate(w.id, { onSuccess: () => toast.success(t('wallets.removed')) })}>
              {t('wallets.remove')}
            </Button>
          </div>
        ))}
        <div className={s.buttons}>
          {present.erc && <Button block color="primary" loading={bind.isPending && bind.variables === 'erc'} onClick={() => bindWith('erc')}>{t('wallets.bind_erc')}</Button>}
          {present.trc && <Button block color="primary" loading={bind.isPending && bind.variables === 'trc'} onClick={() => bindWith('trc')}>{t('wallets.bind_trc')}</Button>}
        </div>
        {!present.erc && !present.trc && <p className="c-hint" data-testid="no-wallet">{t('wallets.no_wallet')}</p>}
      </section>
    </PageShell>
  );
}
