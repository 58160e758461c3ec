import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { NftCause, NftItem } from '@candor/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { createCause, createItem, nftCauses, nftItems, setEnabled, type ItemFields } from './api';

const EMPTY: ItemFields = { cause_id: '', title: '', story: '', price: '', edition_size: '' };

/** Causes and charity NFTs (operator): texts in English here (other languages fall back to it), price, edition size, on sale. */
export function NftItemsPage(): ReactNode {
  const notify = useNotify();
  const [causes, setCauses] = useState<NftCause[]>([]);
  const [items, setItems] = useState<NftItem[]>([]);
  const [cause, setCause] = useState({ name: '', story: '' });
  const [f, setF] = useState<ItemFields>(EMPTY);
  const load = useCallback(() => {
    nftCauses().then(setCauses, (e: unknown) => notify(messageOf(e, 'Causes could not be read.'), { type: 'error' }));
    nftItems().then(setItems, (e: unknown) => notify(messageOf(e, 'NFTs could not be read.'), { type: 'error' }));
  }, [notify]);
  useEffect(load, [load]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try { await work(); notify(done, { type: 'success' }); load(); } catch (e) { notify(messageOf(e, 'Not saved.'), { type: 'error' }); }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="NFT charity" />
      <Stack spacing={2}>
        <Alert severity="info">Editions are numbered records on this platform, not on-chain tokens. Sales go to the cause's charity account; no screen sets a balance.</Alert>
        <Table size="small" data-testid="nft-causes">
          <TableHead><TableRow><TableCell>Cause</TableCell><TableCell>Received</TableCell><TableCell>Paid out</TableCell><TableCell>Balance (USDT)</TableCell></TableRow></TableHead>
          <TableBody>
            {causes.map((c) => <TableRow key={c.id}><TableCell>#{c.id} {c.name}{c.sample ? ' (sample)' : ''}</TableCell><TableCell>{c.received}</TableCell><TableCell>{c.paid_out}</TableCell><TableCell>{c.balance}</TableCell></TableRow>)}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Cause name" value={cause.name} onChange={(e) => setCause({ ...cause, name: e.target.value })} />
          <TextField size="small" label="Story" value={cause.story} onChange={(e) => setCause({ ...cause, story: e.target.value })} />
          <Button variant="contained" onClick={() => void run(() => createCause(cause.name, cause.story), 'Cause added.')}>Add cause</Button>
        </Stack>
        <Table size="small" data-testid="nft-items">
          <TableHead><TableRow><TableCell>NFT</TableCell><TableCell>Cause</TableCell><TableCell>Price</TableCell><TableCell>Sold</TableCell><TableCell /></TableRow></TableHead>
          <TableBody>
            {items.map((n) => (
              <TableRow key={n.id}>
                <TableCell>#{n.id} {n.title}{n.sample ? ' (sample)' : ''}</TableCell><TableCell>{n.cause}</TableCell><TableCell>{n.price} {n.asset}</TableCell>
                <TableCell>{n.sold} / {n.edition_size}</TableCell>
                <TableCell><Button size="small" onClick={() => void run(() => setEnabled(n.id, !n.enabled), 'Saved.')}>{n.enabled ? 'Stop sale' : 'Put on sale'}</Button></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {(Object.keys(EMPTY) as (keyof ItemFields)[]).map((k) => (
            <TextField key={k} size="small" label={k.replace('_', ' ')} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })} />
          ))}
          <Button variant="contained" onClick={() => void run(async () => { await createItem(f); setF(EMPTY); }, 'NFT added.')}>Add NFT</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
