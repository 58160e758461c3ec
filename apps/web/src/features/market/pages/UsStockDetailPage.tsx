import { ChartPage } from '../components/ChartPage';

export default function UsStockDetailPage() {
  return <ChartPage kind="stock" fallback="AAPL" />;
}
