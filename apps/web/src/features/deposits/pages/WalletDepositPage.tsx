import { DepositPage } from '../components/DepositPage';

/** /pages/wallet/deposit/index: the wallet's way in to the same flow, the coin chosen on the page itself. */
export default function WalletDepositPage() {
  return <DepositPage testId="wallet-deposit-page" />;
}
