import { Alert, Box, Card, CardContent, CircularProgress, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useGetOne } from 'react-admin';
import { digits } from '../../ui/fields';
import { messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import type { OptionExposure } from './api';
import { SettlementList } from './settlements';

function Figures({ e }: { e: OptionExposure }): ReactNode {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {[
          ["Platform's options account", e.account, 'option-account'],
          ['Open stake (all users)', e.open_stake, 'option-open-stake'],
          ['Worst case: every open order wins', e.worst_case_payout, 'option-worst-case'],
        ].map(([label, value, id]) => (
          <Card key={id} variant="outlined" sx={{ minWidth: 220 }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">{label}</Typography>
              <Typography variant="h6" sx={digits} data-testid={id}>{showAmount(value)} {e.coin}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Exposure per symbol and side" data-testid="option-exposure-table">
          <TableHead><TableRow>
            <TableCell>Symbol</TableCell><TableCell>Side</TableCell><TableCell align="right">Open orders</TableCell>
            <TableCell align="right">Open stake</TableCell><TableCell align="right">Cap of all users</TableCell><TableCell align="right">Worst-case payout</TableCell>
          </TableRow></TableHead>
          <TableBody>
            {e.symbols.flatMap((s) => s.sides.map((side) => (
              <TableRow key={`${s.symbol}-${side.direction}`} data-symbol={s.symbol} data-direction={side.direction}>
                <TableCell sx={{ fontWeight: 600 }}>{s.symbol}</TableCell>
                <TableCell>{side.direction}</TableCell>
                <TableCell align="right" sx={digits}>{side.orders}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(side.open_stake)}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(side.side_open_cap)}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(side.worst_case_payout)}</TableCell>
              </TableRow>
            )))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

function Exposure({ mode }: { mode: 'real' | 'demo' }): ReactNode {
  const { data, isPending, error } = useGetOne<OptionExposure & { id: string }>('option_risk', { id: mode }, { refetchInterval: 10_000 });
  return (
    <>
      {isPending && <CircularProgress size={24} />}
      {error ? <Alert severity="error">The exposure could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
      {data && <Figures e={data} />}
    </>
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
          <Box>
            <Typography variant="h6" component="h1">Options exposure</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Wins are paid from the platform's options account and losing stakes go to it. Open stake is capped per user and side and per side of all users, the same for everyone.
            </Typography>
            <Tabs value={mode} onChange={(_, v: 'real' | 'demo') => setMode(v)} sx={{ mb: 2 }}>
              <Tab value="real" label="Real" /><Tab value="demo" label="Demo" />
            </Tabs>
            <Exposure mode={mode} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
