import { WithdrawPage } from '../components/WithdrawPage';

/** /pages/wallet/withdraw/index: the wallet's way in to the same withdraw page. */
export default function WalletWithdrawPage() {
  return <WithdrawPage testId="wallet-withdraw-page" />;
}
