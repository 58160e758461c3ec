import { OptionScreen } from '../components/OptionScreen';

/** /pages/option/detail?symbol=BTC/USDT: the Trade tab, timed options on the account of the current mode. */
export default function DetailPage() {
  return <OptionScreen simulator={false} />;
}
