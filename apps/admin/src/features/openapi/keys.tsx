import { Button, Chip, Typography } from '@mui/material';
import type { AdminApiKey } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Datagrid, FunctionField, List, TextField, TextInput, useNotify, useRefresh } from 'react-admin';
import { ActionDialog } from '../../ui/dialogs';
import { Mono, TimeField } from '../../ui/fields';
import { ListError } from '../../ui/moneyFields';
import { revokeKey } from './api';

const filters = [<TextInput key="user_id" source="user_id" label="User ID" alwaysOn />];

function RevokeButton({ k }: { k: AdminApiKey }): ReactNode {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (k.status === 'revoked') return <Typography variant="body2">{k.revoked_by === null ? 'deleted by its owner' : `revoked by #${k.revoked_by}`}</Typography>;
  const revoke = (): void => {
    setBusy(true);
    revokeKey(k.id).then(() => { notify(`Key "${k.label}" revoked.`, { type: 'success' }); setOpen(false); refresh(); },
      (e: unknown) => notify(e instanceof Error ? e.message : 'Refused', { type: 'error' })).finally(() => setBusy(false));
  };
  return (
    <>
      <Button size="small" color="error" variant="outlined" data-testid="admin-apikey-revoke" onClick={(e) => { e.stopPropagation(); setOpen(true); }}>Revoke</Button>
      <ActionDialog open={open} title="Revoke API key" danger busy={busy} confirm="Revoke for good"
        intro={`Key "${k.label}" of user #${k.user_id} will be refused from now on; its owner cannot resume it. Orders already placed stay.`}
        onClose={() => setOpen(false)} onConfirm={revoke} />
    </>
  );
}

/** Users' API keys of the Binance-compatible API: permissions, IP allow-list, mode, last use; revoking one. */
export function ApiKeyList(): ReactNode {
  return (
    <List error={<ListError what="API keys" />} exporter={false} perPage={50} title="API keys" filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="id" label="ID" sortable={false} />
        <FunctionField label="User" render={(k: AdminApiKey) => `#${k.user_id} ${k.user ?? ''}`} />
        <TextField source="label" label="Label" sortable={false} />
        <FunctionField label="Key" render={(k: AdminApiKey) => <Mono>{`${k.api_key.slice(0, 8)}…`}</Mono>} />
        <FunctionField label="Permissions" render={(k: AdminApiKey) => k.permissions.join(', ')} />
        <FunctionField label="Mode" render={(k: AdminApiKey) => <Chip size="small" variant="outlined" label={k.mode} />} />
        <FunctionField label="IP allow-list" render={(k: AdminApiKey) => (k.ip_allow.length ? k.ip_allow.join(', ') : 'any')} />
        <FunctionField label="Status" render={(k: AdminApiKey) => <Chip size="small" color={k.status === 'active' ? 'success' : 'default'} label={k.status} />} />
        <TimeField source="created_at" label="Created (UTC)" />
        <TimeField source="last_used_at" label="Last used (UTC)" />
        <FunctionField label="" render={(k: AdminApiKey) => <RevokeButton k={k} />} />
      </Datagrid>
    </List>
  );
}
