import { DepositPage } from '../components/DepositPage';

/** /pages/assets/deposit/charge?coin=USDT: a coin's networks, address and the deposit request. */
export default function ChargePage() {
  return <DepositPage testId="deposit-charge-page" />;
}
