import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { TimeField } from '../../ui/fields';
import { AmountField, ListError } from '../../ui/moneyFields';

const filters = [
  <TextInput key="user" source="user_id" label="User #" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" alwaysOn choices={[
    { id: 'trust', name: 'Trust' }, { id: 'uplan', name: 'U plan' }, { id: 'quantify', name: 'Quantify' }, { id: 'mining', name: 'Mining' },
  ]} />,
];

/** Every holding of users, any kind: principal (or U plan balance, or rent paid), yields paid, state. */
export function HoldingsList(): ReactNode {
  return (
    <List resource="earn_holdings" disableSyncWithLocation error={<ListError what="holdings" />} exporter={false} perPage={50} title="Earn holdings" filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <FunctionField label="Kind" render={(h: { kind: string; holding_id: number }) => `${h.kind} #${h.holding_id}`} />
        <FunctionField label="User" render={(h: { user_id: number; user: string | null }) => `#${h.user_id}${h.user ? ` ${h.user}` : ''}`} />
        <TextField source="product_name" label="Product" sortable={false} />
        <TextField source="coin" label="Coin" sortable={false} />
        <AmountField source="amount" label="Amount" />
        <AmountField source="income" label="Yields paid" />
        <TextField source="status" label="State" sortable={false} />
        <TimeField source="created_at" label="Since (UTC)" />
        <TimeField source="end_at" label="Ends (UTC)" />
      </Datagrid>
    </List>
  );
}
