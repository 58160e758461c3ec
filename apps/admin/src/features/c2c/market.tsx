import { Alert, Box, Button, Drawer, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs } from '@mui/material';
import type { C2cAdminOrder } from '@candor/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { STATUS_LABEL, adOffline, adsOf, ordersOf } from './api';
import { OrderCase } from './orderCase';
import { useLoad } from './useLoad';

type AdView = 'online' | 'offline' | 'closed' | 'all';

/** Every ad: merchant, side, price, limits, what is left; an operator may take one offline (never change its price). */
export function AdsPage(): ReactNode {
  const notify = useNotify();
  const [view, setView] = useState<AdView>('online');
  const read = useCallback(() => adsOf(view === 'all' ? undefined : view, 1), [view]);
  const list = useLoad(read, 'Ads');
  const offline = async (id: number) => {
    try {
      await adOffline(id);
      notify(`Ad #${id} is offline.`, { type: 'success' });
      list.reload();
    } catch (e) {
      notify(messageOf(e, 'The ad was not changed.'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="C2C ads" />
      <Tabs value={view} onChange={(_, v: AdView) => setView(v)} sx={{ mb: 2 }}>
        {(['online', 'offline', 'closed', 'all'] as const).map((v) => <Tab key={v} value={v} label={v} />)}
      </Tabs>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {list.data?.items.length === 0 && <Alert severity="info">No ads here.</Alert>}
      {list.data && list.data.items.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="c2c-ads">
            <TableHead><TableRow>
              <TableCell>#</TableCell><TableCell>Merchant</TableCell><TableCell>Side</TableCell><TableCell>Market</TableCell><TableCell align="right">Price</TableCell>
              <TableCell align="right">Limits</TableCell><TableCell align="right">Left</TableCell><TableCell>Methods</TableCell><TableCell>Status</TableCell><TableCell />
            </TableRow></TableHead>
            <TableBody>
              {list.data.items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.id}</TableCell><TableCell>{a.merchant.nickname}</TableCell><TableCell>{a.side}</TableCell><TableCell>{a.coin}/{a.fiat}</TableCell>
                  <TableCell align="right" sx={digits}>{a.price ?? '—'}{a.price_type === 'float' ? ` (${a.margin}%)` : ''}</TableCell>
                  <TableCell align="right" sx={digits}>{a.min_amount} – {a.max_amount}</TableCell>
                  <TableCell align="right" sx={digits}>{a.available}</TableCell>
                  <TableCell>{a.payment_methods.map((m) => m.label).join(', ')}</TableCell>
                  <TableCell>{a.status}</TableCell>
                  <TableCell>{a.status === 'online' && <Button size="small" color="error" onClick={() => void offline(a.id)}>Take offline</Button>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** Orders by status; a row opens the order with its proofs and chat. */
export function OrdersPage(): ReactNode {
  const [status, setStatus] = useState<number | 0>(0);
  const [open, setOpen] = useState<C2cAdminOrder | null>(null);
  const read = useCallback(() => ordersOf(status === 0 ? undefined : status, 1), [status]);
  const list = useLoad(read, 'Orders');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="C2C orders" />
      <Tabs value={status} onChange={(_, v: number) => setStatus(v)} sx={{ mb: 2 }} variant="scrollable">
        <Tab value={0} label="All" />
        {[1, 2, 4, 3, 5].map((s) => <Tab key={s} value={s} label={STATUS_LABEL[s]} />)}
      </Tabs>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {list.data?.items.length === 0 && <Alert severity="info">No orders here.</Alert>}
      {list.data && list.data.items.length > 0 && <OrderTable items={list.data.items} onOpen={setOpen} testId="c2c-orders" />}
      <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
        <Box sx={{ p: 2, width: 480, maxWidth: '100vw' }}>{open && <OrderCase o={open} chat={open.status === 4 || open.appeal !== null} />}</Box>
      </Drawer>
    </Box>
  );
}

export function OrderTable({ items, onOpen, testId }: { items: C2cAdminOrder[]; onOpen: (o: C2cAdminOrder) => void; testId: string }): ReactNode {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead><TableRow>
          <TableCell>Order</TableCell><TableCell>Buyer</TableCell><TableCell>Seller</TableCell><TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Fiat</TableCell><TableCell>Status</TableCell><TableCell>Created</TableCell>
        </TableRow></TableHead>
        <TableBody>
          {items.map((o) => (
            <TableRow key={o.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(o)} data-order={o.id}>
              <TableCell>{o.order_sn}</TableCell><TableCell>{o.buyer}</TableCell><TableCell>{o.seller}</TableCell>
              <TableCell align="right" sx={digits}>{o.quantity} {o.coin}</TableCell><TableCell align="right" sx={digits}>{o.amount} {o.fiat}</TableCell>
              <TableCell>{STATUS_LABEL[o.status]}{o.awaiting_second_approval ? ' (1 of 2)' : ''}</TableCell><TableCell>{formatTime(o.create_time)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
