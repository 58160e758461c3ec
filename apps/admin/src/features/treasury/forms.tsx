import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LIQUIDITY_TARGETS, type LiquidityTarget } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { formProblem, proposeFunding, recordHolding, type FundingForm, type HoldingForm } from './api';

const TARGET_TEXT: Record<LiquidityTarget, string> = { market_maker: 'Spot market maker', swap: 'Swap counterparty', loans: 'Loan account' };

function AssetField({ assets, value, onChange, id }: { assets: readonly string[]; value: string; onChange: (v: string) => void; id: string }): ReactNode {
  return (
    <TextField select size="small" label="Asset" value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 120 }} id={id}>
      {assets.map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
    </TextField>
  );
}

/** What differs between the treasury's forms: their text, their fields and the call they make. */
interface FormCardSpec<F extends { asset: string; amount: string; note: string }> {
  testId: string;
  title: string;
  description: ReactNode;
  empty: F;
  /** Sends the form; answers the success notice. */
  send: (form: F) => Promise<string>;
  failure: string;
  button: { label: string; testId: string };
  fields: (form: F, set: (form: F) => void) => ReactNode;
}

/** One treasury form: validates with formProblem, sends once at a time, notifies, clears and refreshes the page. */
function FormCard<F extends { asset: string; amount: string; note: string }>({ spec, done }: { spec: FormCardSpec<F>; done: () => void }): ReactNode {
  const notify = useNotify();
  const [f, setF] = useState<F>(spec.empty);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    const problem = formProblem(f);
    if (problem) { notify(problem, { type: 'warning' }); return; }
    setBusy(true);
    try {
      notify(await spec.send(f), { type: 'success' });
      setF(spec.empty);
      done();
    } catch (e) {
      notify(messageOf(e, spec.failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} data-testid={spec.testId}>
      <Typography variant="h6" component="h2">{spec.title}</Typography>
      <Typography variant="body2" color="text.secondary">{spec.description}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {spec.fields(f, setF)}
        <TextField size="small" label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.target.value })} sx={{ minWidth: 220 }} />
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid={spec.button.testId}>{spec.button.label}</Button>
      </Stack>
    </Stack>
  );
}

function AmountField<F extends { amount: string }>({ f, set }: { f: F; set: (form: F) => void }): ReactNode {
  return <TextField size="small" label="Amount" value={f.amount} onChange={(e) => set({ ...f, amount: e.target.value.trim() })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
}

/** Records money the platform holds outside (a bank account, a wallet): an audited ledger entry from external. */
export function HoldingFormCard({ assets, done }: { assets: readonly string[]; done: () => void }): ReactNode {
  const spec: FormCardSpec<HoldingForm> = {
    testId: 'treasury-holding-form',
    title: 'Record a holding',
    description: <>Money the platform holds outside (a bank account, a wallet). It is credited to the platform&apos;s holdings from the outside world in one
      ledger entry with your name, and written to the audit log. Nothing reaches a user from here.</>,
    empty: { asset: 'USDT', amount: '', reference: '', note: '' },
    send: async (f) => { const h = await recordHolding(f); return `Holding #${h.id} recorded: ${h.amount} ${h.asset}.`; },
    failure: 'The holding could not be recorded.',
    button: { label: 'Record', testId: 'treasury-record' },
    fields: (f, set) => <>
      <AssetField id="holding-asset" assets={assets} value={f.asset} onChange={(asset) => set({ ...f, asset })} />
      <AmountField f={f} set={set} />
      <TextField size="small" label="Reference (where it is held)" value={f.reference} onChange={(e) => set({ ...f, reference: e.target.value })} sx={{ minWidth: 260 }} />
    </>,
  };
  return <FormCard spec={spec} done={done} />;
}

/** Proposes moving recorded holdings into the market maker or the swap account; a second admin approves below. */
export function FundingFormCard({ assets, done }: { assets: readonly string[]; done: () => void }): ReactNode {
  const spec: FormCardSpec<FundingForm> = {
    testId: 'treasury-funding-form',
    title: 'Fund liquidity from holdings',
    description: <>Moves recorded holdings into the spot market maker (which then quotes the books) or the swap counterparty. You propose; a second,
      different admin approves, and only then does the money move, in one ledger entry.</>,
    empty: { target: 'market_maker', asset: 'USDT', amount: '', note: '' },
    send: async (f) => { const p = await proposeFunding(f); return `Funding #${p.id} proposed. Another admin must approve it.`; },
    failure: 'The funding could not be proposed.',
    button: { label: 'Propose', testId: 'treasury-propose' },
    fields: (f, set) => <>
      <TextField select size="small" label="To" value={f.target} onChange={(e) => set({ ...f, target: e.target.value as LiquidityTarget })} sx={{ minWidth: 200 }}>
        {LIQUIDITY_TARGETS.map((t) => <MenuItem key={t} value={t}>{TARGET_TEXT[t]}</MenuItem>)}
      </TextField>
      <AssetField id="funding-asset" assets={assets} value={f.asset} onChange={(asset) => set({ ...f, asset })} />
      <AmountField f={f} set={set} />
    </>,
  };
  return <FormCard spec={spec} done={done} />;
}

export { TARGET_TEXT };
