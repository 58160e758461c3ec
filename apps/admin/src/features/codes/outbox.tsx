import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { SearchBox } from '../../ui/SearchBox';
import { MonoField, TagField, TimeField } from '../../ui/fields';

const filters = [<SearchBox key="q" source="q" alwaysOn placeholder="Destination: email or area code-phone" sx={{ minWidth: 420 }} />];

/**
 * The messages the platform sent, codes included. In the embedded set-up nothing is delivered for real: this is
 * where an operator reads a user's code. Every look is written to the audit log.
 */
export function OutboxList(): ReactNode {
  return (
    <List filters={filters} exporter={false} perPage={25} title="Code outbox">
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TimeField source="created_at" label="Sent (UTC)" />
        <TagField source="channel" label="Channel" />
        <TextField source="destination" label="Destination" sortable={false} />
        <MonoField source="code" label="Code" strong />
        <TextField source="subject" label="Subject" sortable={false} />
        <FunctionField label="Body" render={(r: Record<string, unknown>) => (
          <Typography variant="body2" component="span" sx={{ display: 'block', maxWidth: 520, color: 'text.secondary' }}>{String(r['body'] ?? '')}</Typography>
        )} />
      </Datagrid>
    </List>
  );
}
