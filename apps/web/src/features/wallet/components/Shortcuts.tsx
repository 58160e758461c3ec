import { useTranslation } from 'react-i18next';
import { EntryGrid } from '../../../ui/EntryGrid';
import type { Entry } from '../../../ui/entry';
import { DepositIcon, DocIcon, SwapIcon, TransferIcon, WithdrawIcon } from '../../../ui/icons';
import { LINKS, STATEMENT_PATH, TRANSACTIONS_PATH, TRANSFER_PATH } from '../paths';
import styles from './wallet.module.css';

/** Deposit, withdraw, transfer, swap and records: the assets page's records are the statement, the wallet's its transactions. */
export function Shortcuts({ variant }: { variant: 'assets' | 'wallet' }) {
  const { t } = useTranslation('wallet');
  const wallet = variant === 'wallet';
  const entries: Entry[] = [
    { key: 'deposit', label: t('shortcut.deposit'), to: wallet ? LINKS.walletDeposit : LINKS.deposit, icon: DepositIcon },
    { key: 'withdraw', label: t('shortcut.withdraw'), to: wallet ? LINKS.walletWithdraw : LINKS.withdraw, icon: WithdrawIcon },
    { key: 'transfer', label: t('shortcut.transfer'), to: TRANSFER_PATH, icon: TransferIcon },
    { key: 'swap', label: t('shortcut.swap'), to: LINKS.swap, icon: SwapIcon },
    { key: 'records', label: t(wallet ? 'shortcut.transactions' : 'shortcut.records'), to: wallet ? TRANSACTIONS_PATH : STATEMENT_PATH, icon: DocIcon },
  ];
  return <div className={styles.card} data-testid="assets-shortcuts"><EntryGrid entries={entries} columns={5} /></div>;
}
