import { LeverScreen } from '../components/LeverScreen';

/** /pages/lever/index?symbol=BTC/USDT: USDT-margined perpetuals on the account of the current mode. */
export default function LeverPage() {
  return <LeverScreen simulator={false} />;
}
