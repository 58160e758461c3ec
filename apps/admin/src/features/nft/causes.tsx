import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AdminNftCause, Lang } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { createCause, updateCause, type CauseTexts } from './api';
import { languagesOf, TextIn } from './texts';

const EMPTY: CauseTexts = { name: {}, story: {} };

/** Causes with their charity accounts, and the form that adds one or translates one. */
export function CausesPanel({ causes, lang, run }: {
  causes: AdminNftCause[]; lang: Lang; run: (work: () => Promise<unknown>, done: string) => Promise<boolean>;
}): ReactNode {
  const [editing, setEditing] = useState<number | null>(null);
  const [t, setT] = useState<CauseTexts>(EMPTY);
  const save = async () => {
    const ok = await run(() => (editing === null ? createCause(t) : updateCause(editing, t)), editing === null ? 'Cause added.' : 'Cause saved.');
    if (ok) { setEditing(null); setT(EMPTY); }
  };
  return (
    <Stack spacing={1}>
      <Table size="small" data-testid="nft-causes">
        <TableHead><TableRow>
          <TableCell>Cause</TableCell><TableCell>Languages</TableCell><TableCell>Received</TableCell><TableCell>Paid out</TableCell>
          <TableCell>Balance (USDT)</TableCell><TableCell />
        </TableRow></TableHead>
        <TableBody>
          {causes.map((c) => (
            <TableRow key={c.id}>
              <TableCell>#{c.id} {c.name}{c.sample ? ' (sample)' : ''}</TableCell><TableCell>{languagesOf(c.texts.name)}</TableCell>
              <TableCell>{c.received}</TableCell><TableCell>{c.paid_out}</TableCell><TableCell>{c.balance}</TableCell>
              <TableCell><Button size="small" onClick={() => { setEditing(c.id); setT(c.texts); }}>Edit texts</Button></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">{editing === null ? 'New cause' : `Cause #${editing}`}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <TextIn label="Cause name" texts={t.name} lang={lang} onChange={(name) => setT({ ...t, name })} />
        <TextIn label="Cause story" texts={t.story} lang={lang} onChange={(story) => setT({ ...t, story })} multiline />
        <Button variant="contained" onClick={() => void save()}>{editing === null ? 'Add cause' : 'Save cause'}</Button>
        {editing !== null && <Button onClick={() => { setEditing(null); setT(EMPTY); }}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
