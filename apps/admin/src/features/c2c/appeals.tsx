import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { C2cAdminOrder } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { appealsOf, decide } from './api';
import { OrderTable } from './market';
import { OrderCase } from './orderCase';
import { useLoad } from './useLoad';

const readAppeals = () => appealsOf(1);

// A fixed-height note (rows, not minRows): an autosizing textarea re-measures on every reflow and, on a page near the
// fold, it is the likely reason a CI click on the buttons kept landing on their Stack while they moved.
function Decide({ o, onDone }: { o: C2cAdminOrder; onDone: () => void }): ReactNode {
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (decision: 'release' | 'return') => {
    const what = decision === 'release' ? `release ${o.quantity} ${o.coin} to the buyer ${o.buyer}` : `return ${o.quantity} ${o.coin} to the seller ${o.seller}`;
    if (!window.confirm(`Decide order ${o.order_sn}: ${what}?`)) return;
    setBusy(true);
    try {
      const r = await decide(o.id, decision, note.trim());
      notify(r.decided ? `Order ${o.order_sn} decided.` : `Your decision is recorded; a second support admin confirms it.`, { type: 'success' });
      onDone();
    } catch (e) {
      notify(messageOf(e, 'The appeal was not decided.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <TextField size="small" label="Note for the audit log" value={note} onChange={(e) => setNote(e.target.value)} multiline rows={3} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void run('release')} data-testid="c2c-decide-release">Release to buyer</Button>
        <Button variant="outlined" color="warning" disabled={busy} onClick={() => void run('return')} data-testid="c2c-decide-return">Return to seller</Button>
      </Stack>
    </Stack>
  );
}

/** Orders in appeal, oldest first: the order, both proofs and the chat, then release or return (two admins above the appeal amount). */
export function AppealsPage(): ReactNode {
  const list = useLoad(readAppeals, 'Appeals');
  const [open, setOpen] = useState<C2cAdminOrder | null>(null);
  const done = () => { setOpen(null); list.reload(); };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="C2C appeals" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>The escrow stays locked until support decides. Each decision is audited; above the appeal amount a second admin confirms it.</Typography>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {list.data?.items.length === 0 && <Alert severity="info">No order is in appeal.</Alert>}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {list.data && list.data.items.length > 0 && <Box sx={{ flex: 1, minWidth: 0 }}><OrderTable items={list.data.items} onOpen={setOpen} testId="c2c-appeals" /></Box>}
        {open && (
          <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
            <OrderCase key={open.id} o={open} />
            {open.status === 4 && <Box sx={{ mt: 2 }}><Decide o={open} onDone={done} /></Box>}
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
