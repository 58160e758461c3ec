import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { TimeField } from '../../ui/fields';
import { AmountField, ListError, ModeChip } from '../../ui/moneyFields';

const modeFilter = <SelectInput key="mode" source="mode" label="Mode" choices={[{ id: 'real', name: 'Real' }, { id: 'demo', name: 'Demo' }]} alwaysOn />;
const KIND: Record<string, string> = { liquidation_fee: 'Liquidation fee in', shortfall: 'Shortfall paid out', funding: 'Funding' };

/** The insurance fund's history: liquidation fees in, losses beyond margin out, and what the platform had to cover. */
export function InsuranceList(): ReactNode {
  return (
    <List resource="futures_insurance" disableSyncWithLocation error={<ListError what="insurance fund events" />} exporter={false} perPage={50}
      title={false} filters={[modeFilter]} filterDefaultValues={{ mode: 'real' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="id" label="#" sortable={false} />
        <FunctionField label="Mode" render={(r: { mode: string }) => <ModeChip mode={r.mode} />} />
        <FunctionField label="What" render={(r: { kind: string }) => KIND[r.kind] ?? r.kind} />
        <TextField source="position_id" label="Position" sortable={false} emptyText="—" />
        <AmountField source="amount" label="Into the fund (USDT)" signed />
        <AmountField source="platform_covered" label="Covered by the platform" />
        <TimeField source="time" label="Time (UTC)" />
      </Datagrid>
    </List>
  );
}

const STATUS = ['pending', 'position', 'closing', 'closed', 'cancelled'];
const positionFilters = [
  modeFilter,
  <SelectInput key="tab" source="tab" label="Tab" alwaysOn choices={[
    { id: 'positions', name: 'Positions' }, { id: 'pending', name: 'Pending' }, { id: 'closed', name: 'Closed' },
    { id: 'cancelled', name: 'Cancelled' }, { id: 'liquidated', name: 'Liquidated' },
  ]} />,
  <TextInput key="symbol" source="symbol" label="Contract (BTC/USDT)" alwaysOn />,
  <TextInput key="user" source="user_id" label="User #" />,
];

/** Every user's futures positions and orders, by the seed's tabs. */
export function PositionList(): ReactNode {
  return (
    <List resource="futures_positions" disableSyncWithLocation error={<ListError what="positions" />} exporter={false} perPage={50}
      title={false} filters={positionFilters} filterDefaultValues={{ mode: 'real', tab: 'positions' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="id" label="#" sortable={false} />
        <TextField source="user_id" label="User" sortable={false} />
        <TextField source="symbol" label="Contract" sortable={false} />
        <FunctionField label="Side" render={(r: { side: string; margin_mode: string; leverage: number }) => (
          <Chip size="small" color={r.side === 'long' ? 'success' : 'error'} label={`${r.side} ${r.margin_mode} ${r.leverage}x`} />
        )} />
        <FunctionField label="Status" render={(r: { status: number; close_reason: string | null }) => `${STATUS[r.status] ?? r.status}${r.close_reason ? `: ${r.close_reason}` : ''}`} />
        <TextField source="lots" label="Lots" sortable={false} />
        <AmountField source="entry_price" label="Entry" />
        <AmountField source="mark_price" label="Mark" />
        <AmountField source="liquidation_price" label="Liq. price" />
        <AmountField source="margin" label="Margin" />
        <AmountField source="unrealized_pnl" label="Unrealised PnL" signed />
        <AmountField source="realized_pnl" label="Realised PnL" signed />
        <TimeField source="created_at" label="Created (UTC)" />
      </Datagrid>
    </List>
  );
}
