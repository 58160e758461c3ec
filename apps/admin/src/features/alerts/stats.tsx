import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AlertStats } from '@candor/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { messageOf } from '../../ui/format';
import { alertStats } from './api';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }): ReactNode {
  return (
    <Card variant="outlined" sx={{ minWidth: 140 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

/** Price alerts and web push in figures: what users watch, what fired, and how push deliveries went. */
export function AlertStatsPage(): ReactNode {
  const [stats, setStats] = useState<AlertStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { alertStats().then(setStats, (e: unknown) => setError(messageOf(e, 'The figures could not be read.'))); }, []);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Alerts and push" />
      {error && <Alert severity="error">{error}</Alert>}
      {stats && (
        <Stack spacing={2}>
          <Alert severity="info">Alerts fire from stored feed ticks only, once each; nobody can set, fire or change a user's alert here.</Alert>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap data-testid="push-figures">
            <Figure label="Push subscriptions" value={stats.push.subscriptions} testId="push-subscriptions" />
            <Figure label="Pushes sent" value={stats.push.sent} testId="push-sent" />
            <Figure label="Waiting to send" value={stats.push.pending} testId="push-pending" />
            <Figure label="Failed" value={stats.push.failed} testId="push-failed" />
            <Figure label="Subscriptions dropped (gone)" value={stats.push.dropped} testId="push-dropped" />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Card variant="outlined" sx={{ flex: 1, width: '100%' }}><CardContent>
              <Typography variant="subtitle1">Active alerts per symbol</Typography>
              <Table size="small" data-testid="alerts-by-symbol">
                <TableHead><TableRow><TableCell>Symbol</TableCell><TableCell align="right">Active</TableCell></TableRow></TableHead>
                <TableBody>
                  {stats.active_by_symbol.length === 0 && <TableRow><TableCell colSpan={2}>None.</TableCell></TableRow>}
                  {stats.active_by_symbol.map((r) => <TableRow key={r.symbol}><TableCell>{r.symbol}</TableCell><TableCell align="right">{r.active}</TableCell></TableRow>)}
                </TableBody>
              </Table>
            </CardContent></Card>
            <Card variant="outlined" sx={{ flex: 1, width: '100%' }}><CardContent>
              <Typography variant="subtitle1">Alerts fired per day (30 days)</Typography>
              <Table size="small" data-testid="alerts-by-day">
                <TableHead><TableRow><TableCell>Day (UTC)</TableCell><TableCell align="right">Fired</TableCell></TableRow></TableHead>
                <TableBody>
                  {stats.fired_by_day.length === 0 && <TableRow><TableCell colSpan={2}>None.</TableCell></TableRow>}
                  {stats.fired_by_day.map((r) => <TableRow key={r.day}><TableCell>{r.day}</TableCell><TableCell align="right">{r.fired}</TableCell></TableRow>)}
                </TableBody>
              </Table>
            </CardContent></Card>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
