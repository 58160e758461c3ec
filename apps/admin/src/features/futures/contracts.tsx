import { Alert, Card, Stack, Typography } from '@mui/material';
import type { FuturesContract } from '@candor/shared';
import type { ReactNode } from 'react';
import {
  BooleanInput, Datagrid, Edit, FunctionField, List, ListButton, SaveButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar,
  useNotify, WithRecord, type RaRecord,
} from 'react-admin';
import { StateChip } from '../../ui/fields';
import { bpsAsPercent } from '../../ui/money';
import { ListError } from '../../ui/moneyFields';
import { contractFormErrors, contractFormValues, contractPatch, tiersText, type ContractFormValues } from './contractForm';

/** Every futures contract's terms; a row opens its form. No price is shown or kept here: prices come from the feed. */
export function ContractList(): ReactNode {
  return (
    <List error={<ListError what="contracts" />} exporter={false} perPage={100} pagination={false} title="Futures contracts">
      <Datagrid bulkActionButtons={false} rowClick="edit" size="small">
        <TextField source="symbol" label="Contract" sortable={false} />
        <FunctionField label="Trading" render={(c: FuturesContract) => <StateChip on={c.enabled} yes="open" no="closed" />} />
        <FunctionField label="Lot" render={(c: FuturesContract) => `${c.contract_size} ${c.base}`} />
        <FunctionField label="Leverage" render={(c: FuturesContract) => c.leverages.map((l) => `${l}x`).join(' ')} />
        <FunctionField label="Maintenance tiers" render={(c: FuturesContract) => tiersText(c)} />
        <FunctionField label="Maker / taker / liquidation fee" render={(c: FuturesContract) =>
          `${bpsAsPercent(c.maker_fee_bps)} / ${bpsAsPercent(c.taker_fee_bps)} / ${bpsAsPercent(c.liquidation_fee_bps)}`} />
        <FunctionField label="Max position / OI cap (lots)" render={(c: FuturesContract) => `${c.max_lots} / ${c.oi_cap_lots}`} />
        <FunctionField label="Funding (factor, exp, cap ppm)" render={(c: FuturesContract) => `${c.funding.factor_ppm}, ${c.funding.exponent}, ${c.funding.cap_ppm}`} />
      </Datagrid>
    </List>
  );
}

function ContractForm({ c }: { c: FuturesContract }): ReactNode {
  return (
    <SimpleForm record={{ ...contractFormValues(c), id: c.symbol }} validate={(v) => contractFormErrors(v)} toolbar={<Toolbar><SaveButton label="Save terms" /></Toolbar>}>
      <Typography variant="h6" component="h2">{c.symbol} perpetual: terms</Typography>
      <Alert severity="info" sx={{ width: '100%', maxWidth: 900, boxSizing: 'border-box' }}>
        Terms apply to new orders; open positions keep the terms they opened with. Every change is audited. There is no price here:
        the mark price is the feed price, and no screen can set it.
      </Alert>
      <BooleanInput source="enabled" label="Open for new orders" helperText={false} />
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="leverages" label="Leverage choices" fullWidth helperText="Comma-separated, smallest first: 1,5,10,20" />
        <TextInput source="mm_tiers" label="Maintenance margin tiers" fullWidth helperText="notional:bps pairs, last unbounded: 50000:50,*:100" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="maker_fee_bps" label="Maker fee (bps)" fullWidth />
        <TextInput source="taker_fee_bps" label="Taker fee (bps)" fullWidth />
        <TextInput source="liquidation_fee_bps" label="Liquidation fee (bps)" fullWidth helperText="Paid into the insurance fund" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="max_lots" label="Largest position (lots)" fullWidth />
        <TextInput source="oi_cap_lots" label="Open interest cap per side (lots)" fullWidth helperText="The same for every user" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="funding_factor_ppm" label="Funding factor (ppm)" fullWidth />
        <TextInput source="funding_exponent" label="Funding exponent" fullWidth helperText="1 to 3" />
        <TextInput source="funding_cap_ppm" label="Funding cap per period (ppm)" fullWidth />
      </Stack>
      <Typography variant="body2" color="text.secondary">{c.funding.formula}</Typography>
    </SimpleForm>
  );
}

/** A contract's terms; only the changed ones are sent. */
export function ContractEdit(): ReactNode {
  const notify = useNotify();
  return (
    <Edit title="Futures contract" mutationMode="pessimistic" redirect={false} actions={<TopToolbar><ListButton label="All contracts" /></TopToolbar>}
      transform={(data: ContractFormValues, options?: { previousData?: FuturesContract }) => (options?.previousData ? contractPatch(options.previousData, data) : {})}
      mutationOptions={{ onSuccess: (c: RaRecord) => notify(`${String(c.id)} terms saved.`, { type: 'success' }) }} component="div">
      <WithRecord<FuturesContract> render={(c) => <Card><ContractForm c={c} /></Card>} />
    </Edit>
  );
}
