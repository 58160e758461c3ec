import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ReactNode } from 'react';
import { IconButton } from '@mui/material';
import { Datagrid, FunctionField, Link, List, TextField, usePermissions, useRecordContext } from 'react-admin';
import type { ResourceName } from '../../api/types';
import { SearchBox } from '../../ui/SearchBox';
import { MonoField, TagField, TimeField, YesNoField } from '../../ui/fields';
import { formatPhone } from '../../ui/format';
import { userTextOf } from '../../ui/user';
import { UserSecurity } from './security';

const filters = [<SearchBox key="q" source="q" alwaysOn placeholder="Username, email, phone or invite code" sx={{ minWidth: 420 }} />];

/** A row's link to the user's ledger statement, for the roles that may read statements. */
function StatementLink(_: { label: string }): ReactNode {
  const record = useRecordContext<{ id: number }>();
  const { permissions } = usePermissions<ResourceName[]>();
  if (!record || !permissions?.includes('statements')) return null;
  const search = `filter=${encodeURIComponent(JSON.stringify({ user_id: String(record.id) }))}`;
  return (
    <IconButton component={Link} to={{ pathname: '/statements', search }} size="small" color="primary" title="Statement" aria-label="Statement">
      <ReceiptLongIcon fontSize="small" />
    </IconButton>
  );
}

/** Registered users, newest first, searchable; read-only (reads are in the audit log). A row opens its account security. */
export function UserList(): ReactNode {
  return (
    <List filters={filters} exporter={false} perPage={25} title="Users">
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<UserSecurity />} size="small">
        <TextField source="id" label="ID" sortable={false} />
        <FunctionField label="User" render={(r: { id: number; email?: string | null; phone?: string | null; area_code?: string | null; username?: string | null }) => userTextOf(r)} />
        <TextField source="username" label="Username" emptyText="—" sortable={false} />
        <TextField source="email" label="Email" emptyText="—" sortable={false} />
        <FunctionField label="Phone" render={(r: Record<string, unknown>) => formatPhone(r['area_code'], r['phone']) || '—'} />
        <MonoField source="invite_code" label="Invite code" />
        <TagField source="kind" label="Kind" />
        <YesNoField source="has_fund_password" label="Fund password" />
        <TextField source="lang" label="Language" sortable={false} />
        <TimeField source="created_at" label="Registered (UTC)" />
        <StatementLink label="Ledger" />
      </Datagrid>
    </List>
  );
}
