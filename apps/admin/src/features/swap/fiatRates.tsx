import type { FiatRate } from '@candor/shared';
import { Alert, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput, Datagrid, Edit, FunctionField, List, ListButton, SaveButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar,
  useNotify, useRedirect, WithRecord,
} from 'react-admin';
import { StateChip } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { AmountField, ListError } from '../../ui/moneyFields';
import { fiatFormErrors, fiatPatch, type FiatFormValues } from './fiatForm';

type Row = Record<string, unknown>;

/** The fiat currencies of the fiat swap with the operator's rate per USDT (not market prices). */
export function FiatRateList(): ReactNode {
  return (
    <List error={<ListError what="fiat rates" />} exporter={false} perPage={100} pagination={false} title="Fiat rates" empty={false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        The fiat swap converts at these rates, set by the operator; coin prices come only from the price feed and cannot be set here.
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick="edit" size="small">
        <TextField source="code" label="Currency" sortable={false} />
        <AmountField source="rate" label="Units per 1 USDT" />
        <TextField source="decimals" label="Places" sortable={false} />
        <FunctionField label="Swap" render={(r: Row) => <StateChip on={r['enabled']} yes="enabled" no="disabled" />} />
        <FunctionField label="Source" render={(r: Row) => (r['sample'] ? <Chip size="small" color="warning" label="sample rate" /> : 'set by an operator')} />
        <FunctionField label="Updated by" render={(r: Row) => (r['updated_by'] ? `admin #${String(r['updated_by'])}` : 'install')} />
        <FunctionField label="Updated (UTC)" render={(r: Row) => (typeof r['updated_at'] === 'number' && r['updated_at'] > 0 ? formatTime(r['updated_at']) : '—')} />
      </Datagrid>
    </List>
  );
}

function RateForm({ r }: { r: FiatRate }): ReactNode {
  return (
    <SimpleForm validate={fiatFormErrors} toolbar={<Toolbar><SaveButton label={r.sample ? 'Save as my rate' : 'Save rate'} alwaysEnable={r.sample} /></Toolbar>}>
      <Typography variant="h6" component="h2">{r.code} per 1 USDT</Typography>
      {r.sample && <Alert severity="warning" sx={{ mb: 2 }}>This is the install&apos;s sample rate. Saving makes the rate shown here yours: check it first.</Alert>}
      <TextInput source="rate" label={`Rate (${r.code} per USDT)`} helperText="Up to 8 decimal places; the swap adds its spread on top" fullWidth={false} sx={{ width: 440 }} />
      <BooleanInput source="enabled" label="Users may swap this currency" />
    </SimpleForm>
  );
}

/** A fiat rate: the rate and whether the swap offers the currency; only the rate that changed is sent. */
export function FiatRateEdit(): ReactNode {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<FiatRate & { id: string }> title="Fiat rate" mutationMode="pessimistic" actions={<TopToolbar><ListButton label="All rates" /></TopToolbar>}
      transform={(data: FiatFormValues, options?: { previousData?: FiatRate }) => fiatPatch(options?.previousData ?? { rate: '', sample: false }, data)}
      mutationOptions={{ onSuccess: (r: FiatRate) => {
        notify(`${r.code} rate saved: ${showAmount(r.rate)} per USDT${r.enabled ? '' : ' (swap disabled)'}.`, { type: 'success' });
        redirect('list', 'fiat_rates');
      } }}>
      <WithRecord<FiatRate> render={(r) => <RateForm r={r} />} />
    </Edit>
  );
}
