import { Alert, Box, Button, Card, CardContent, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import type { C2cAdminMerchant, C2cMerchantStatus } from '@candor/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { userText } from '../../ui/user';
import { approveMerchant, bonds, merchantsOf, rejectMerchant, suspendMerchant } from './api';
import { useLoad } from './useLoad';

type View = C2cMerchantStatus | 'all';
const VIEWS: readonly [View, string][] = [['pending', 'Applications'], ['approved', 'Approved (no bond yet)'], ['active', 'Active'], ['suspended', 'Suspended'], ['rejected', 'Refused'], ['all', 'All']];

function Rows({ items, onDone }: { items: C2cAdminMerchant[]; onDone: () => void }): ReactNode {
  const notify = useNotify();
  const act = async (work: () => Promise<C2cAdminMerchant>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      onDone();
    } catch (e) {
      notify(messageOf(e, 'The merchant was not changed.'), { type: 'error' });
    }
  };
  const withReason = (m: C2cAdminMerchant, verb: string, run: (reason: string) => Promise<C2cAdminMerchant>) => {
    const reason = window.prompt(`${verb} ${m.nickname}: the reason the user sees`);
    if (reason?.trim()) void act(() => run(reason.trim()), `${m.nickname}: ${verb.toLowerCase()}ed.`);
  };
  if (items.length === 0) return <Alert severity="info">Nothing here.</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="c2c-merchants">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell><TableCell>User</TableCell><TableCell>Nickname</TableCell><TableCell>Status</TableCell><TableCell align="right">Bond</TableCell>
            <TableCell align="right">Completed</TableCell><TableCell align="right">Rate</TableCell><TableCell>Applied</TableCell><TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((m) => (
            <TableRow key={m.id} data-merchant={m.id}>
              <TableCell>{m.id}</TableCell>
              <TableCell>{userText(m)}</TableCell>
              <TableCell>{m.nickname}</TableCell>
              <TableCell>{m.status}{m.reason ? ` (${m.reason})` : ''}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(m.bond)} {m.bond_asset}</TableCell>
              <TableCell align="right" sx={digits}>{m.card.completed_orders}</TableCell>
              <TableCell align="right" sx={digits}>{m.card.completion_rate}%</TableCell>
              <TableCell>{formatTime(m.applied_at)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  {m.status === 'pending' && <Button size="small" variant="contained" data-testid="c2c-merchant-approve" onClick={() => void act(() => approveMerchant(m.id), `${m.nickname} approved; they lock the bond to start.`)}>Approve</Button>}
                  {m.status === 'pending' && <Button size="small" color="error" data-testid="c2c-merchant-reject" onClick={() => withReason(m, 'Refuse', (r) => rejectMerchant(m.id, r))}>Refuse</Button>}
                  {(m.status === 'active' || m.status === 'approved') && <Button size="small" color="error" onClick={() => withReason(m, 'Suspend', (r) => suspendMerchant(m.id, r))}>Suspend</Button>}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Merchant applications (compliance approves or refuses) and merchants by standing. */
export function MerchantsPage(): ReactNode {
  const [view, setView] = useState<View>('pending');
  const read = useCallback(() => merchantsOf(view === 'all' ? undefined : view, 1), [view]);
  const list = useLoad(read, 'Merchants');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="C2C merchants" />
      <Typography variant="body2" color="text.secondary">A user with advanced KYC applies; approved, they lock the security bond through the ledger and may publish ads.</Typography>
      <Tabs value={view} onChange={(_, v: View) => setView(v)} sx={{ my: 2 }} variant="scrollable">
        {VIEWS.map(([v, label]) => <Tab key={v} value={v} label={label} data-testid={`c2c-merchants-${v}`} />)}
      </Tabs>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {list.data && <Rows items={list.data.items} onDone={list.reload} />}
    </Box>
  );
}

/** Bonds locked by merchants and their total (finance reconciles it with the ledger's locked balances). */
export function BondsPage(): ReactNode {
  const list = useLoad(bonds, 'Bonds');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="C2C bonds" />
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {list.data && (
        <Stack spacing={2}>
          <Card variant="outlined" sx={{ maxWidth: 320 }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">Bonds locked</Typography>
              <Typography variant="h6" sx={digits} data-testid="c2c-bonds-total">{showAmount(list.data.total)} {list.data.asset}</Typography>
            </CardContent>
          </Card>
          <Rows items={list.data.items} onDone={list.reload} />
        </Stack>
      )}
    </Box>
  );
}
