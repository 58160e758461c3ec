import { MenuItem, TextField } from '@mui/material';
import { LIQUIDITY_TARGETS, type LiquidityTarget } from '@candor/shared';
import type { ReactNode } from 'react';
import { AmountInput as AmountField, AssetField, MoneyFormCard as FormCard, type MoneyFormSpec as FormCardSpec } from '../../ui/moneyForm';
import { formProblem, proposeFunding, recordHolding, type FundingForm, type HoldingForm } from './api';

const TARGET_TEXT: Record<LiquidityTarget, string> = { market_maker: 'Spot market maker', swap: 'Swap counterparty', loans: 'Loan account' };

/** Records money the platform holds outside (a bank account, a wallet): an audited ledger entry from external. */
export function HoldingFormCard({ assets, done }: { assets: readonly string[]; done: () => void }): ReactNode {
  const spec: FormCardSpec<HoldingForm> = {
    testId: 'treasury-holding-form',
    title: 'Record a holding',
    description: <>Money the platform holds outside (a bank account, a wallet). It is credited to the platform&apos;s holdings from the outside world in one
      ledger entry with your name, and written to the audit log. Nothing reaches a user from here.</>,
    empty: { asset: 'USDT', amount: '', reference: '', note: '' },
    problem: formProblem,
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
    problem: formProblem,
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
