import { Alert, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { InsuranceList, PositionList } from './lists';
import { ExposureTable, ExposureView, FigureCards, type ExposureColumn } from '../../ui/exposure';
import { showAmount, signOf } from '../../ui/money';
import type { FuturesExposure } from './api';

const tone = (v: string): string => (signOf(v) > 0 ? 'success.main' : signOf(v) < 0 ? 'error.main' : 'text.primary');

type Contract = FuturesExposure['symbols'][number];

const columns: ExposureColumn<Contract>[] = [
  { title: 'Contract', strong: true, cell: (s) => s.symbol },
  { title: 'Long (lots)', numeric: true, cell: (s) => s.long_lots },
  { title: 'Short (lots)', numeric: true, cell: (s) => s.short_lots },
  { title: 'Net users (lots)', numeric: true, cell: (s) => s.net_lots },
  { title: 'Platform holds (lots)', numeric: true, cell: (s) => -s.net_lots },
  { title: 'OI cap per side', numeric: true, cell: (s) => s.oi_cap_lots },
  { title: 'Mark', numeric: true, cell: (s) => (s.mark === null ? '—' : showAmount(s.mark)) },
  { title: "Users' unrealised PnL", numeric: true, cell: (s) => showAmount(s.users_unrealized_pnl), sx: (s) => ({ color: tone(s.users_unrealized_pnl) }) },
  { title: "Platform's unrealised PnL", numeric: true, cell: (s) => showAmount(s.platform_unrealized_pnl), sx: (s) => ({ color: tone(s.platform_unrealized_pnl) }) },
];

function Figures({ e }: { e: FuturesExposure }): ReactNode {
  return (
    <Stack spacing={2}>
      <FigureCards coin="USDT" figures={[
        { label: 'Insurance fund', value: e.insurance_fund, id: 'exposure-insurance' },
        { label: 'Platform futures account', value: e.platform_account, id: 'exposure-platform' },
        { label: 'Covered by the platform (fund empty)', value: e.platform_covered, id: 'exposure-covered' },
      ]} />
      {signOf(e.platform_covered) > 0 && (
        <Alert severity="warning">The insurance fund could not cover every loss beyond margin: the platform bore {showAmount(e.platform_covered)} USDT.</Alert>
      )}
      <ExposureTable label="Exposure per symbol" testId="exposure-table" columns={columns}
        rows={e.symbols.map((s) => ({ key: s.symbol, data: { symbol: s.symbol }, row: s }))} />
    </Stack>
  );
}

type View = 'exposure' | 'insurance' | 'positions';

/**
 * Futures risk: the platform as counterparty (per contract what users hold, the platform the opposite, their PnL at
 * the mark), the insurance fund's balance and history, and every user's positions.
 */
export function RiskPage(): ReactNode {
  const [view, setView] = useState<View>('exposure');
  const [mode, setMode] = useState<'real' | 'demo'>('real');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Futures risk" />
      <CardContent>
        <Tabs value={view} onChange={(_, v: View) => setView(v)} sx={{ mb: 1 }}>
          <Tab value="exposure" label="Exposure" data-testid="risk-exposure" />
          <Tab value="insurance" label="Insurance fund" data-testid="risk-insurance" />
          <Tab value="positions" label="Positions" data-testid="risk-positions" />
        </Tabs>
        {view === 'insurance' && <InsuranceList />}
        {view === 'positions' && <PositionList />}
        {view === 'exposure' && (
          <ExposureView<FuturesExposure> title="Futures exposure" resource="futures_risk" mode={mode} setMode={setMode} render={(e) => <Figures e={e} />}
            intro="The platform takes the other side of every position. Open interest is capped per side and symbol, the same for every user." />
        )}
      </CardContent>
    </Card>
  );
}
