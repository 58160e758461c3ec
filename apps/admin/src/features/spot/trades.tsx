import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { TimeField } from '../../ui/fields';
import { AmountField, ModeChip } from '../../ui/moneyFields';

const filters = [
  <TextInput key="symbol" source="symbol" label="Market (BTC/USDT)" alwaysOn />,
  <SelectInput key="mode" source="mode" label="Mode" choices={[{ id: 'real', name: 'Real' }, { id: 'demo', name: 'Demo' }]} alwaysOn />,
];

/** Every spot trade, newest first; a trade a simulated participant of a trial install took part in says so. */
export function SpotTradeList(): ReactNode {
  return (
    <List exporter={false} perPage={50} title="Spot trades" filters={filters} filterDefaultValues={{ mode: 'real' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="id" label="ID" sortable={false} />
        <TextField source="symbol" label="Market" sortable={false} />
        <FunctionField label="Mode" render={(r: { mode: string }) => <ModeChip mode={r.mode} />} />
        <TextField source="side" label="Taker side" sortable={false} />
        <AmountField source="price" label="Price" />
        <AmountField source="amount" label="Amount" />
        <AmountField source="quote" label="Value" />
        <FunctionField label="Participants" render={(r: { simulated: boolean }) => (r.simulated
          ? <Chip size="small" color="warning" label="Simulated" data-testid="admin-trade-simulated" />
          : <Chip size="small" variant="outlined" label="Users" />)} />
        <TimeField source="time" label="Time (UTC)" />
      </Datagrid>
    </List>
  );
}
