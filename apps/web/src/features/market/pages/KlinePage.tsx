import { ChartPage } from '../components/ChartPage';

export default function KlinePage() {
  return <ChartPage kind="crypto" fallback="BTC/USDT" />;
}
