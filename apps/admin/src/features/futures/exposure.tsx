import { Alert, Box, Card, CardContent, CircularProgress, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useGetOne } from 'react-admin';
import { InsuranceList, PositionList } from './lists';
import { digits } from '../../ui/fields';
import { messageOf } from '../../ui/format';
import { showAmount, signOf } from '../../ui/money';
import type { FuturesExposure } from './api';

const tone = (v: string): string => (signOf(v) > 0 ? 'success.main' : signOf(v) < 0 ? 'error.main' : 'text.primary');

function Figures({ e }: { e: FuturesExposure }): ReactNode {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {[
          ['Insurance fund', e.insurance_fund, 'exposure-insurance'],
          ['Platform futures account', e.platform_account, 'exposure-platform'],
          ['Covered by the platform (fund empty)', e.platform_covered, 'exposure-covered'],
        ].map(([label, value, id]) => (
          <Card key={id} variant="outlined" sx={{ minWidth: 220 }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">{label}</Typography>
              <Typography variant="h6" sx={digits} data-testid={id}>{showAmount(value)} USDT</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {signOf(e.platform_covered) > 0 && (
        <Alert severity="warning">The insurance fund could not cover every loss beyond margin: the platform bore {showAmount(e.platform_covered)} USDT.</Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Exposure per symbol" data-testid="exposure-table">
          <TableHead>
            <TableRow>
              <TableCell>Contract</TableCell><TableCell align="right">Long (lots)</TableCell><TableCell align="right">Short (lots)</TableCell>
              <TableCell align="right">Net users (lots)</TableCell><TableCell align="right">Platform holds (lots)</TableCell>
              <TableCell align="right">OI cap per side</TableCell><TableCell align="right">Mark</TableCell>
              <TableCell align="right">Users' unrealised PnL</TableCell><TableCell align="right">Platform's unrealised PnL</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {e.symbols.map((s) => (
              <TableRow key={s.symbol} data-symbol={s.symbol}>
                <TableCell sx={{ fontWeight: 600 }}>{s.symbol}</TableCell>
                <TableCell align="right" sx={digits}>{s.long_lots}</TableCell>
                <TableCell align="right" sx={digits}>{s.short_lots}</TableCell>
                <TableCell align="right" sx={digits}>{s.net_lots}</TableCell>
                <TableCell align="right" sx={digits}>{-s.net_lots}</TableCell>
                <TableCell align="right" sx={digits}>{s.oi_cap_lots}</TableCell>
                <TableCell align="right" sx={digits}>{s.mark === null ? '—' : showAmount(s.mark)}</TableCell>
                <TableCell align="right" sx={{ ...digits, color: tone(s.users_unrealized_pnl) }}>{showAmount(s.users_unrealized_pnl)}</TableCell>
                <TableCell align="right" sx={{ ...digits, color: tone(s.platform_unrealized_pnl) }}>{showAmount(s.platform_unrealized_pnl)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

function Exposure({ mode }: { mode: 'real' | 'demo' }): ReactNode {
  const { data, isPending, error } = useGetOne<FuturesExposure & { id: string }>('futures_risk', { id: mode }, { refetchInterval: 10_000 });
  return (
    <>
      {isPending && <CircularProgress size={24} />}
      {error ? <Alert severity="error">The exposure could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
      {data && <Figures e={data} />}
    </>
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
        {view === 'exposure' && <ExposureView mode={mode} setMode={setMode} />}
      </CardContent>
    </Card>
  );
}

function ExposureView({ mode, setMode }: { mode: 'real' | 'demo'; setMode: (m: 'real' | 'demo') => void }): ReactNode {
  return (
    <Box>
      <Box>
        <Typography variant="h6" component="h1">Futures exposure</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The platform takes the other side of every position. Open interest is capped per side and symbol, the same for every user.
        </Typography>
        <Tabs value={mode} onChange={(_, v: 'real' | 'demo') => setMode(v)} sx={{ mb: 2 }}>
          <Tab value="real" label="Real" /><Tab value="demo" label="Demo" />
        </Tabs>
        <Exposure mode={mode} />
      </Box>
    </Box>
  );
}
