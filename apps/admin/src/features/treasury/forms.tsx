import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LIQUIDITY_TARGETS, type LiquidityTarget } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { formProblem, proposeFunding, recordHolding, type FundingForm, type HoldingForm } from './api';

const TARGET_TEXT: Record<LiquidityTarget, string> = { market_maker: 'Spot market maker', swap: 'Swap counterparty' };

function AssetField({ assets, value, onChange, id }: { assets: readonly string[]; value: string; onChange: (v: string) => void; id: string }): ReactNode {
  return (
    <TextField select size="small" label="Asset" value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 120 }} id={id}>
      {assets.map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
    </TextField>
  );
}

/** Records money the platform holds outside (a bank account, a wallet): an audited ledger entry from external. */
export function HoldingFormCard({ assets, done }: { assets: readonly string[]; done: () => void }): ReactNode {
  const notify = useNotify();
  const empty: HoldingForm = { asset: 'USDT', amount: '', reference: '', note: '' };
  const [f, setF] = useState<HoldingForm>(empty);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    const problem = formProblem(f);
    if (problem) { notify(problem, { type: 'warning' }); return; }
    setBusy(true);
    try {
      const h = await recordHolding(f);
      notify(`Holding #${h.id} recorded: ${h.amount} ${h.asset}.`, { type: 'success' });
      setF(empty);
      done();
    } catch (e) {
      notify(messageOf(e, 'The holding could not be recorded.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} data-testid="treasury-holding-form">
      <Typography variant="h6" component="h2">Record a holding</Typography>
      <Typography variant="body2" color="text.secondary">
        Money the platform holds outside (a bank account, a wallet). It is credited to the platform&apos;s holdings from the outside world in one
        ledger entry with your name, and written to the audit log. Nothing reaches a user from here.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <AssetField id="holding-asset" assets={assets} value={f.asset} onChange={(asset) => setF({ ...f, asset })} />
        <TextField size="small" label="Amount" value={f.amount} onChange={(e) => setF({ ...f, amount: e.target.value.trim() })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField size="small" label="Reference (where it is held)" value={f.reference} onChange={(e) => setF({ ...f, reference: e.target.value })} sx={{ minWidth: 260 }} />
        <TextField size="small" label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.target.value })} sx={{ minWidth: 220 }} />
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="treasury-record">Record</Button>
      </Stack>
    </Stack>
  );
}

/** Proposes moving recorded holdings into the market maker or the swap account; a second admin approves below. */
export function FundingFormCard({ assets, done }: { assets: readonly string[]; done: () => void }): ReactNode {
  const notify = useNotify();
  const empty: FundingForm = { target: 'market_maker', asset: 'USDT', amount: '', note: '' };
  const [f, setF] = useState<FundingForm>(empty);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    const problem = formProblem(f);
    if (problem) { notify(problem, { type: 'warning' }); return; }
    setBusy(true);
    try {
      const p = await proposeFunding(f);
      notify(`Funding #${p.id} proposed. Another admin must approve it.`, { type: 'success' });
      setF(empty);
      done();
    } catch (e) {
      notify(messageOf(e, 'The funding could not be proposed.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} data-testid="treasury-funding-form">
      <Typography variant="h6" component="h2">Fund liquidity from holdings</Typography>
      <Typography variant="body2" color="text.secondary">
        Moves recorded holdings into the spot market maker (which then quotes the books) or the swap counterparty. You propose; a second,
        different admin approves, and only then does the money move, in one ledger entry.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label="To" value={f.target} onChange={(e) => setF({ ...f, target: e.target.value as LiquidityTarget })} sx={{ minWidth: 200 }}>
          {LIQUIDITY_TARGETS.map((t) => <MenuItem key={t} value={t}>{TARGET_TEXT[t]}</MenuItem>)}
        </TextField>
        <AssetField id="funding-asset" assets={assets} value={f.asset} onChange={(asset) => setF({ ...f, asset })} />
        <TextField size="small" label="Amount" value={f.amount} onChange={(e) => setF({ ...f, amount: e.target.value.trim() })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField size="small" label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.target.value })} sx={{ minWidth: 220 }} />
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="treasury-propose">Propose</Button>
      </Stack>
    </Stack>
  );
}

export { TARGET_TEXT };
