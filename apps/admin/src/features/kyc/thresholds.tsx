import type { KycThreshold } from '@candor/shared';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, Edit, List, ListButton, SimpleForm, TextField, TextInput, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { AmountField, ListError } from '../../ui/moneyFields';
import { thresholdProblem } from './thresholdsApi';

/** Per coin: what a user may withdraw in one UTC day before advanced KYC is required. */
export function KycThresholdList(): ReactNode {
  return (
    <List error={<ListError what="KYC thresholds" />} exporter={false} perPage={100} pagination={false} title="KYC withdrawal thresholds" empty={false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        A user without advanced KYC may withdraw up to this amount of a coin per UTC day; a request beyond it is refused with a translated message.
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick="edit" size="small">
        <TextField source="coin" label="Coin" sortable={false} />
        <AmountField source="daily_limit" label="Daily amount without advanced KYC" coinSource="coin" />
      </Datagrid>
    </List>
  );
}

/** One coin's threshold; saving is audited. */
export function KycThresholdEdit(): ReactNode {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<KycThreshold & { id: string }> title="KYC withdrawal threshold" mutationMode="pessimistic" actions={<TopToolbar><ListButton label="All coins" /></TopToolbar>}
      mutationOptions={{ onSuccess: (r: KycThreshold) => {
        notify(`${r.coin}: ${r.daily_limit} a day without advanced KYC.`, { type: 'success' });
        redirect('list', 'kyc_thresholds');
      } }}>
      <SimpleForm validate={(v: Record<string, unknown>) => { const p = thresholdProblem(v['daily_limit']); return p ? { daily_limit: p } : {}; }}>
        <TextInput source="coin" label="Coin" disabled />
        <TextInput source="daily_limit" label="Daily amount without advanced KYC" helperText="0 means every withdrawal of the coin needs advanced KYC" sx={{ width: 440 }} />
      </SimpleForm>
    </Edit>
  );
}
