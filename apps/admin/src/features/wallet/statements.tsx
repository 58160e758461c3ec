import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { userText } from '../../ui/user';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, Pagination, TextField, TextInput, useListContext } from 'react-admin';
import { digits, TimeField } from '../../ui/fields';
import { showAmount } from '../../ui/money';
import { AmountField, ListError, ModeChip } from '../../ui/moneyFields';
import { actorLabel, balanceRows, kindText, movementNote, reasonLabel, reasonText } from './ledger';
import type { BalanceRow, StatementLine } from './types';

const filters = [
  <TextInput key="user_id" source="user_id" label="User ID" alwaysOn sx={{ width: 160 }} helperText={false} />,
  <TextInput key="asset" source="asset" label="Asset (all when empty)" alwaysOn sx={{ width: 200 }} helperText={false} />,
];

function Balances({ rows }: { rows: readonly BalanceRow[] }): ReactNode {
  const shown = balanceRows(rows);
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>Current balances</Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">Every account of this user is empty.</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 760 }} aria-label="Current balances">
          <TableHead>
            <TableRow><TableCell>Mode</TableCell><TableCell>Asset</TableCell><TableCell>Account</TableCell>
              <TableCell align="right">Available</TableCell><TableCell align="right">Locked</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {shown.map((b) => (
              <TableRow key={`${b.mode}/${b.asset}/${b.kind}`}>
                <TableCell><ModeChip mode={b.mode} /></TableCell><TableCell>{b.asset}</TableCell><TableCell title={kindText(b.kind)}>{b.kind}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(b.available)}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(b.locked)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

type Meta = { user_id: number | null; user?: string | null; balances: BalanceRow[] } | undefined;

/** Above the lines: what to do without a user, or the user's current balances. */
function StatementHead(): ReactNode {
  const { meta, isPending } = useListContext<StatementLine & { id: string }>();
  const m = meta as Meta;
  if (!isPending && (!m || m.user_id === null)) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        Enter a user ID above, or open a statement from a row of the Users list. Every statement you open is written to the audit log.
      </Alert>
    );
  }
  if (!m || m.user_id === null) return null;
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2 }}>Statement of {userText({ user: m.user, user_id: m.user_id })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, mb: 1 }}>
        Every ledger line of the user&apos;s accounts, real and demo, newest first: each is one side of a balanced journal entry.
      </Typography>
      <Balances rows={m.balances} />
    </Box>
  );
}

function Lines(): ReactNode {
  const { meta } = useListContext();
  if (!meta || (meta as Meta)?.user_id === null) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2 }}>Ledger lines</Typography>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small" empty={<Typography sx={{ p: 2 }} color="text.secondary">No ledger lines for this user and asset yet.</Typography>}>
        <TimeField source="time" label="Time (UTC)" />
        <FunctionField label="Mode" render={(r: StatementLine) => <ModeChip mode={r.mode} />} />
        <FunctionField label="Account" render={(r: StatementLine) => `${r.kind} #${r.account_id}`} />
        <TextField source="coin" label="Asset" sortable={false} />
        <AmountField source="amount" label="Amount" signed />
        <FunctionField label="Reason" render={(r: StatementLine) => (
          <>
            <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>{reasonLabel(r)}</Typography>
            {reasonText(r.reason) && <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{reasonText(r.reason)}</Typography>}
            {movementNote(r) && <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{movementNote(r)}</Typography>}
          </>
        )} />
        <FunctionField label="Actor" render={(r: StatementLine) => actorLabel(r)} />
        <TextField source="entry_id" label="Entry" sortable={false} />
      </Datagrid>
      <Pagination />
    </>
  );
}

/** A user's ledger statement with paging, and the user's current balances. */
export function StatementList(): ReactNode {
  return (
    <List error={<ListError what="statement" />} filters={filters} exporter={false} perPage={25} title="Statements" empty={false} pagination={false} debounce={600}>
      <StatementHead />
      <Lines />
    </List>
  );
}
