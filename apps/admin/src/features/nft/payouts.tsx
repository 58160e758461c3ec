import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { AdminNftSale, NftPayout } from '@candor/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { approvePayout, nftPayouts, nftSales, proposePayout } from './api';

/** Sales and payouts (finance): a payout is proposed by one admin and paid when a second, different one approves. */
export function NftPayoutsPage(): ReactNode {
  const notify = useNotify();
  const [sales, setSales] = useState<AdminNftSale[]>([]);
  const [payouts, setPayouts] = useState<NftPayout[]>([]);
  const [f, setF] = useState({ cause_id: '', amount: '', recipient: '', note: '' });
  const load = useCallback(() => {
    nftSales(1).then((p) => setSales(p.items), (e: unknown) => notify(messageOf(e, 'Sales could not be read.'), { type: 'error' }));
    nftPayouts().then(setPayouts, (e: unknown) => notify(messageOf(e, 'Payouts could not be read.'), { type: 'error' }));
  }, [notify]);
  useEffect(load, [load]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try { await work(); notify(done, { type: 'success' }); load(); } catch (e) { notify(messageOf(e, 'Not done.'), { type: 'error' }); }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="NFT sales and payouts" />
      <Stack spacing={2}>
        <Alert severity="info">A payout leaves the cause's charity account in one ledger entry once a second finance admin approves it.</Alert>
        <Table size="small" data-testid="nft-payouts">
          <TableHead><TableRow><TableCell>#</TableCell><TableCell>Cause</TableCell><TableCell>Amount</TableCell><TableCell>Recipient</TableCell><TableCell>Status</TableCell><TableCell /></TableRow></TableHead>
          <TableBody>
            {payouts.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.id}</TableCell><TableCell>{p.cause_id}</TableCell><TableCell>{p.amount} USDT</TableCell><TableCell>{p.recipient}</TableCell><TableCell>{p.status}</TableCell>
                <TableCell>{p.status === 'pending' && <Button size="small" onClick={() => void run(() => approvePayout(p.id), 'Approved.')}>Approve</Button>}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {(['cause_id', 'amount', 'recipient', 'note'] as const).map((k) => (
            <TextField key={k} size="small" label={k.replace('_', ' ')} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })} />
          ))}
          <Button variant="contained" onClick={() => void run(() => proposePayout({ ...f, cause_id: Number(f.cause_id) }), 'Payout proposed; a second admin approves it.')}>Propose payout</Button>
        </Stack>
        <Table size="small" data-testid="nft-sales">
          <TableHead><TableRow><TableCell>NFT</TableCell><TableCell>Edition</TableCell><TableCell>User</TableCell><TableCell>Price</TableCell><TableCell>Cause</TableCell></TableRow></TableHead>
          <TableBody>
            {sales.map((s) => (
              <TableRow key={s.id}><TableCell>{s.title}</TableCell><TableCell>#{s.edition} / {s.edition_size}</TableCell><TableCell>{s.user_id}</TableCell><TableCell>{s.price} USDT</TableCell><TableCell>{s.cause}</TableCell></TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Box>
  );
}
