import { WithdrawPage } from '../components/WithdrawPage';

/** /pages/assets/withdraw/index: withdraw a coin to an address of the book. */
export default function WithdrawIndexPage() {
  return <WithdrawPage testId="withdraw-page" />;
}
