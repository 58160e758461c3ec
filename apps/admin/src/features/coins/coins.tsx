import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  BooleanInput, Datagrid, Edit, FormDataConsumer, FunctionField, List, ListButton, SaveButton, SimpleForm, TextField, TextInput,
  Toolbar, TopToolbar, useNotify, useRefresh, WithRecord,
} from 'react-admin';
import { StateChip } from '../../ui/fields';
import { messageOf } from '../../ui/format';
import { bpsAsPercent } from '../../ui/money';
import { AmountField, ListError } from '../../ui/moneyFields';
import { setDepositAddress } from './api';
import { addressProblem, coinFormErrors, coinPatch, coinSummary, type CoinFormValues } from './coinForm';
import type { CoinNetwork, CoinSettings } from './types';

type Row = Record<string, unknown>;
const onOff = (v: unknown): ReactNode => <StateChip on={v} yes="open" no="closed" />;

function NetworkChips({ networks }: { networks: CoinNetwork[] }): ReactNode {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {networks.map((n) => (
        <Chip key={n.network} size="small" variant="outlined" title={n.deposit_address ?? 'no address'}
          color={n.deposit_address === null ? 'error' : n.sample ? 'warning' : 'default'}
          label={`${n.network}${n.deposit_address === null ? ': no address' : n.sample ? ': sample' : ''}`} />
      ))}
    </Stack>
  );
}

/** Every wallet coin with its settings; a row opens its form. */
export function CoinList(): ReactNode {
  return (
    <List error={<ListError what="coins" />} exporter={false} perPage={100} pagination={false} title="Coins">
      <Datagrid bulkActionButtons={false} rowClick="edit" size="small">
        <TextField source="asset" label="Coin" sortable={false} />
        <TextField source="name" label="Name" sortable={false} />
        <FunctionField label="Shown places" sortable={false} render={(c: CoinSettings) => `${c.display_decimals} of ${c.decimals}`} />
        <FunctionField label="Deposits" render={(r: Row) => onOff(r['deposit_enabled'])} />
        <AmountField source="min_deposit" label="Min deposit" coinSource="asset" />
        <AmountField source="deposit_step" label="Deposit step" coinSource="asset" />
        <FunctionField label="Withdrawals" render={(r: Row) => onOff(r['withdraw_enabled'])} />
        <AmountField source="min_withdraw" label="Min withdrawal" coinSource="asset" />
        <FunctionField label="Withdrawal fee" render={(r: Row) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${bpsAsPercent(r['withdraw_fee_bps'])} (${String(r['withdraw_fee_bps'])} bps)`}</Box>
        )} />
        <AmountField source="review_threshold" label="Two approvals from" coinSource="asset" />
        <FunctionField label="Deposit addresses" render={(r: CoinSettings) => <NetworkChips networks={r.networks} />} />
      </Datagrid>
    </List>
  );
}

function AddressRow({ asset, n }: { asset: string; n: CoinNetwork }): ReactNode {
  const notify = useNotify();
  const refresh = useRefresh();
  const [value, setValue] = useState(n.deposit_address ?? '');
  const [busy, setBusy] = useState(false);
  const problem = addressProblem(n.network, value);
  const changed = value.trim() !== (n.deposit_address ?? '');
  const save = async (address: string): Promise<void> => {
    setBusy(true);
    try {
      await setDepositAddress(asset, n.network, address);
      notify(address.trim() ? `${asset} ${n.network} deposit address saved.` : `${asset} ${n.network} deposit address cleared.`, { type: 'success' });
      if (!address.trim()) setValue('');
      refresh();
    } catch (e) {
      notify(messageOf(e, 'The address was not saved.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid={`network-${n.network}`} sx={{ display: 'grid', gridTemplateColumns: '90px minmax(0, 1fr) auto', gap: 1.5, alignItems: 'start', py: 1 }}>
      <Box sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{n.network}</Typography>
        {n.sample && <Chip size="small" color="warning" label="sample" sx={{ mt: 0.5 }} />}
      </Box>
      <MuiTextField size="small" fullWidth label={`${n.network} deposit address`} value={value} onChange={(e) => setValue(e.target.value)}
        error={problem !== null} slotProps={{ htmlInput: { maxLength: 200, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        helperText={problem ?? (n.sample ? 'A sample burn address of a trial install: nobody holds its key. Set a real one before going live.'
          : n.deposit_address === null ? 'No address: users cannot deposit on this network.' : ' ')} />
      <Stack direction="row" spacing={1} sx={{ pt: 0.25 }}>
        <Button variant="contained" disabled={busy || problem !== null || !changed || value.trim() === ''} onClick={() => void save(value)}>Save</Button>
        <Button color="error" disabled={busy || n.deposit_address === null} onClick={() => void save('')}>Clear</Button>
      </Stack>
    </Box>
  );
}

function NetworkAddresses({ c }: { c: CoinSettings }): ReactNode {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">Deposit addresses</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Users send {c.asset} to these addresses. Each is checked for its network (checksums included) and every change is audited.
        </Typography>
        {c.networks.some((n) => n.sample) && (
          <Alert severity="warning" sx={{ mb: 1 }}>Sample addresses are marked as such: the deposit page tells users not to send money to them.</Alert>
        )}
        {c.networks.map((n) => <AddressRow key={`${n.network}:${n.deposit_address ?? ''}`} asset={c.asset} n={n} />)}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ c }: { c: CoinSettings }): ReactNode {
  return (
    <SimpleForm validate={(v) => coinFormErrors(v, c.decimals)} toolbar={<Toolbar><SaveButton label="Save settings" /></Toolbar>}>
      <Typography variant="h6" component="h2">{c.name} ({c.asset}) settings</Typography>
      <Stack direction="row" spacing={4}>
        <BooleanInput source="deposit_enabled" label="Deposits open" helperText={false} />
        <BooleanInput source="withdraw_enabled" label="Withdrawals open" helperText={false} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="min_deposit" label={`Minimum deposit (${c.asset})`} fullWidth helperText="Rounded up to a multiple of the step" />
        <TextInput source="deposit_step" label={`Deposit step (${c.asset})`} fullWidth helperText="Deposits are multiples of it; 1 = whole numbers" />
        <TextInput source="min_withdraw" label={`Minimum withdrawal (${c.asset})`} fullWidth helperText=" " />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <FormDataConsumer<CoinFormValues>>{({ formData }) => (
          <TextInput source="withdraw_fee_bps" label="Withdrawal fee (basis points)" fullWidth
            helperText={`${bpsAsPercent(formData.withdraw_fee_bps) || '?'} of the amount; 300 = 3 %, at most 5000`} />
        )}</FormDataConsumer>
        <TextInput source="review_threshold" label={`Two approvals from (${c.asset})`} fullWidth
          helperText="Deposits and withdrawals at or above it need two different admins" />
      </Stack>
      <FormDataConsumer<CoinFormValues>>{({ formData }) => (
        <Alert severity="info" sx={{ width: '100%', maxWidth: 900, boxSizing: 'border-box' }}>{coinSummary(c.asset, formData, c.decimals)}</Alert>
      )}</FormDataConsumer>
    </SimpleForm>
  );
}

/** A coin's settings (only the changed fields are sent) and its per-network deposit addresses. */
export function CoinEdit(): ReactNode {
  const notify = useNotify();
  return (
    <Edit title="Coin settings" mutationMode="pessimistic" redirect={false} actions={<TopToolbar><ListButton label="All coins" /></TopToolbar>}
      transform={(data: CoinFormValues, options?: { previousData?: CoinSettings }) => (options?.previousData ? coinPatch(options.previousData, data) : {})}
      mutationOptions={{ onSuccess: (c: CoinSettings) => notify(`${c.asset} settings saved.`, { type: 'success' }) }} component="div">
      <WithRecord<CoinSettings> render={(c) => (
        <>
          <Card><SettingsForm c={c} /></Card>
          <NetworkAddresses c={c} />
        </>
      )} />
    </Edit>
  );
}
