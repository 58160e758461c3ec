import { Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { ExposureTable, ExposureView, FigureCards, type ExposureColumn } from '../../ui/exposure';
import { showAmount } from '../../ui/money';
import type { OptionExposure } from './api';
import { SettlementList } from './settlements';

type Side = OptionExposure['symbols'][number]['sides'][number] & { symbol: string };

const columns: ExposureColumn<Side>[] = [
  { title: 'Symbol', strong: true, cell: (s) => s.symbol },
  { title: 'Side', cell: (s) => s.direction },
  { title: 'Open orders', numeric: true, cell: (s) => s.orders },
  { title: 'Open stake', numeric: true, cell: (s) => showAmount(s.open_stake) },
  { title: 'Cap of all users', numeric: true, cell: (s) => showAmount(s.side_open_cap) },
  { title: 'Worst-case payout', numeric: true, cell: (s) => showAmount(s.worst_case_payout) },
];

function Figures({ e }: { e: OptionExposure }): ReactNode {
  return (
    <Stack spacing={2}>
      <FigureCards coin={e.coin} figures={[
        { label: "Platform's options account", value: e.account, id: 'option-account' },
        { label: 'Open stake (all users)', value: e.open_stake, id: 'option-open-stake' },
        { label: 'Worst case: every open order wins', value: e.worst_case_payout, id: 'option-worst-case' },
      ]} />
      <ExposureTable label="Exposure per symbol and side" testId="option-exposure-table" columns={columns}
        rows={e.symbols.flatMap((s) => s.sides.map((side) => ({
          key: `${s.symbol}-${side.direction}`, data: { symbol: s.symbol, direction: side.direction }, row: { ...side, symbol: s.symbol },
        })))} />
    </Stack>
  );
}

type View = 'exposure' | 'settlements';

/**
 * Options risk: the platform's options account (it pays wins and receives losing stakes), what is open per symbol
 * and side with the worst case, and every settlement with the ticks it cites.
 */
export function RiskPage(): ReactNode {
  const [view, setView] = useState<View>('exposure');
  const [mode, setMode] = useState<'real' | 'demo'>('real');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Options risk" />
      <CardContent>
        <Tabs value={view} onChange={(_, v: View) => setView(v)} sx={{ mb: 1 }}>
          <Tab value="exposure" label="Exposure" data-testid="option-risk-exposure" />
          <Tab value="settlements" label="Settlements" data-testid="option-risk-settlements" />
        </Tabs>
        {view === 'settlements' && <SettlementList />}
        {view === 'exposure' && (
          <ExposureView<OptionExposure> title="Options exposure" resource="option_risk" mode={mode} setMode={setMode} render={(e) => <Figures e={e} />}
            intro="Wins are paid from the platform's options account and losing stakes go to it. Open stake is capped per user and side and per side of all users, the same for everyone." />
        )}
      </CardContent>
    </Card>
  );
}
