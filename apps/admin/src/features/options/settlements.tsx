import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { digits, TimeField } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { AmountField, ListError, ModeChip } from '../../ui/moneyFields';
import type { OptionSettlement } from './api';
import { durationName } from './productForm';

const filters = [
  <SelectInput key="mode" source="mode" label="Mode" choices={[{ id: 'real', name: 'Real' }, { id: 'demo', name: 'Demo' }]} alwaysOn />,
  <TextInput key="symbol" source="symbol" label="Symbol (BTC/USDT)" alwaysOn />,
  <TextInput key="user" source="user_id" label="User #" />,
];

const RESULT_COLOR = { win: 'success', loss: 'error', void: 'default' } as const;

/** The two stored ticks a settlement cites (open and close): id, time, price and source, as the public page shows them. */
function Citations({ record }: { record: OptionSettlement }): ReactNode {
  return (
    <Table size="small" aria-label={`Ticks cited by order ${record.id}`} data-testid="option-citations">
      <TableHead><TableRow><TableCell>Role</TableCell><TableCell>Tick</TableCell><TableCell>Time (UTC)</TableCell><TableCell align="right">Price</TableCell><TableCell>Source</TableCell></TableRow></TableHead>
      <TableBody>
        {record.citations.map((c) => (
          <TableRow key={`${c.role}-${c.tick_id}`}>
            <TableCell>{c.role}</TableCell>
            <TableCell sx={digits}>#{c.tick_id}</TableCell>
            <TableCell sx={digits}>{new Date(c.time).toISOString().replace('T', ' ').replace('Z', '')}</TableCell>
            <TableCell align="right" sx={digits}>{showAmount(c.price)}</TableCell>
            <TableCell>{c.source}</TableCell>
          </TableRow>
        ))}
        {record.citations.length === 0 && <TableRow><TableCell colSpan={5}>No tick cited (void: no tick within 10 s of the close time).</TableCell></TableRow>}
      </TableBody>
    </Table>
  );
}

/** Every settled or void order, newest first; a row opens the ticks it cites. */
export function SettlementList(): ReactNode {
  return (
    <List resource="option_settlements" disableSyncWithLocation error={<ListError what="settlements" />} exporter={false} perPage={50}
      title={false} filters={filters} filterDefaultValues={{ mode: 'real' }}>
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<FunctionField render={(r: OptionSettlement) => <Citations record={r} />} />} size="small">
        <TextField source="id" label="#" sortable={false} />
        <TextField source="user_id" label="User" sortable={false} />
        <FunctionField label="Mode" render={(r: OptionSettlement) => <ModeChip mode={r.mode} />} />
        <TextField source="symbol" label="Symbol" sortable={false} />
        <FunctionField label="Bought" render={(r: OptionSettlement) => `${r.direction} · ${durationName(r.seconds)} · ${r.rate_bps / 100} %`} />
        <AmountField source="stake" label="Stake" />
        <FunctionField label="Open → close" render={(r: OptionSettlement) => (
          <Typography variant="body2" component="span" sx={digits}>{showAmount(r.open_price)} → {r.close_price === null ? '—' : showAmount(r.close_price)}</Typography>
        )} />
        <FunctionField label="Result" render={(r: OptionSettlement) => (
          <Chip size="small" color={RESULT_COLOR[r.result ?? 'void']} label={`${r.result ?? r.status}${r.outcome ? ` (${r.outcome})` : ''}`} />
        )} />
        <AmountField source="profit_loss" label="User P/L" signed />
        <FunctionField label="Ticks" render={(r: OptionSettlement) => r.citations.map((c) => `#${c.tick_id}`).join(' → ') || '—'} />
        <TimeField source="close_time" label="Close (UTC)" />
        <FunctionField label="Settled" render={(r: OptionSettlement) => (r.settled_at === null ? '—' : formatTime(r.settled_at))} />
      </Datagrid>
    </List>
  );
}
