import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, NumberInput, SelectInput } from 'react-admin';
import { MonoField, TimeField } from '../../ui/fields';
import { formatDetail } from '../../ui/format';

/** The actions the server records (apps/server/src/modules/admin). */
const ACTIONS = [
  'admin.login', 'admin.login_failed', 'admin.logout', 'admin.totp_setup', 'admin.totp_enable', 'admin.totp_enable_failed',
  'admin.password_change', 'admin.password_change_failed', 'admin.create', 'admin.reset',
  'users.list', 'outbox.list', 'audit.list', 'admins.list', 'jobs.list', 'jobs.runs', 'approvals.list',
  'four_eyes.propose', 'four_eyes.approve', 'four_eyes.reject',
];

const filters = [
  <SelectInput key="action" source="action" label="Action" alwaysOn choices={ACTIONS.map((a) => ({ id: a, name: a }))} sx={{ minWidth: 240 }} />,
  <NumberInput key="admin_id" source="admin_id" label="Admin ID" alwaysOn min={1} sx={{ width: 140 }} />,
];

/** Every admin action, newest first: who, what, on what, from where. Append-only; nothing here can change it. */
export function AuditList(): ReactNode {
  return (
    <List filters={filters} exporter={false} perPage={50} title="Audit log">
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TimeField source="created_at" label="Time (UTC)" />
        <FunctionField label="Admin" render={(r: Record<string, unknown>) => `${String(r['admin_username'] ?? '?')} (#${String(r['admin_id'])})`} />
        <MonoField source="action" label="Action" strong />
        <MonoField source="target" label="Target" />
        <FunctionField label="Detail" render={(r: Record<string, unknown>) => (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>{formatDetail(r['detail']) || '—'}</Typography>
        )} />
        <MonoField source="ip" label="IP" />
      </Datagrid>
    </List>
  );
}
