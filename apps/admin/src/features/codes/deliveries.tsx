import type { ReactNode } from 'react';
import { Datagrid, List, SelectInput, TextField } from 'react-admin';
import { SearchBox } from '../../ui/SearchBox';
import { TagField, TimeField } from '../../ui/fields';

const STATUSES = [
  { id: 'sending', name: 'Sending' }, { id: 'sent', name: 'Sent' }, { id: 'failed', name: 'Failed (will retry)' }, { id: 'dead', name: 'Given up' },
];

const filters = [
  <SearchBox key="q" source="q" alwaysOn placeholder="Destination: email or area code-phone" sx={{ minWidth: 360 }} />,
  <SelectInput key="status" source="status" label="Status" choices={STATUSES} alwaysOn emptyText="Any" />,
];

/**
 * Codes sent through a provider (SMTP, the SMS gateway). A failed one is retried by the job runner with doubling
 * waits until sent, out of tries, or its code expired ("Given up"). The message itself is never shown: it carries a code.
 */
export function DeliveryList(): ReactNode {
  return (
    <List filters={filters} exporter={false} perPage={25} title="Deliveries">
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TimeField source="created_at" label="Created (UTC)" />
        <TagField source="channel" label="Channel" />
        <TagField source="provider" label="Provider" />
        <TextField source="destination" label="Destination" sortable={false} />
        <TagField source="status" label="Status" />
        <TextField source="attempts" label="Tries" sortable={false} />
        <TextField source="last_error" label="Last error" emptyText="—" sortable={false} />
        <TimeField source="next_attempt_at" label="Next try (UTC)" />
        <TimeField source="sent_at" label="Sent (UTC)" />
      </Datagrid>
    </List>
  );
}
