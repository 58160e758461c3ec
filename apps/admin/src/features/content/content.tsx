import { Chip, Stack, Typography } from '@mui/material';
import type { ContentEntry } from '@candor/shared';
import type { ReactNode } from 'react';
import {
  BooleanInput, Create, CreateButton, Datagrid, FunctionField, List, SelectInput, SimpleForm, TextField, TextInput, TopToolbar,
} from 'react-admin';
import { TimeField } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { ListError } from '../../ui/moneyFields';
import { newEntryErrors, visibility } from './contentModel';

export const KIND_CHOICES = [
  { id: 'page', name: 'Information page' }, { id: 'article', name: 'News article' }, { id: 'announcement', name: 'Announcement' },
];

const filters = [<SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} alwaysOn emptyText="All" />];

const visibilityColor = { live: 'success', scheduled: 'info', unpublished: 'default' } as const;

/** Whether users see it, which languages are published and which have a newer draft. */
export function PublicationSummary({ e }: { e: ContentEntry }): ReactNode {
  const v = visibility(e, Date.now());
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={visibilityColor[v]} label={v === 'scheduled' ? `scheduled ${formatTime(e.publish_at)}` : v} />
      {e.published.map((p) => <Chip key={p.lang} size="small" variant="outlined" label={`${p.lang} v${p.version}`} />)}
      {e.drafts.length > 0 && <Chip size="small" color="warning" variant="outlined" label={`draft: ${e.drafts.join(', ')}`} />}
      {e.sample && <Chip size="small" color="warning" label="sample" />}
    </Stack>
  );
}

/** Every page, article and announcement, newest first. */
export function ContentList(): ReactNode {
  return (
    <List error={<ListError what="content" />} exporter={false} perPage={25} title="Content" filters={filters}
      actions={<TopToolbar><CreateButton label="New" /></TopToolbar>}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        Information pages, agreements, news and announcements. Every save is a version; users see only the published
        version of their language (else English), and only once its scheduled time has passed.
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick="show" size="small">
        <TextField source="id" label="#" sortable={false} />
        <FunctionField label="Kind" render={(r: ContentEntry) => KIND_CHOICES.find((k) => k.id === r.kind)?.name ?? r.kind} />
        <FunctionField label="Title" render={(r: ContentEntry) => r.title || <em>no text yet</em>} />
        <TextField source="slug" label="Slug" sortable={false} emptyText="—" />
        <FunctionField label="Pinned" render={(r: ContentEntry) => (r.pinned ? 'pinned' : '')} />
        <FunctionField label="Publication" render={(r: ContentEntry) => <PublicationSummary e={r} />} />
        <TimeField source="updated_at" label="Updated (UTC)" />
      </Datagrid>
    </List>
  );
}

/** A new entry: its kind, a slug for a page, pinned and a scheduled time for news; its texts are written on its page. */
export function ContentCreate(): ReactNode {
  return (
    <Create title="New content" redirect="show">
      <SimpleForm validate={newEntryErrors} defaultValues={{ kind: 'article', pinned: false }}>
        <SelectInput source="kind" label="Kind" choices={KIND_CHOICES} />
        <TextInput source="slug" label="Slug" helperText="Pages: the page's name in its address (e.g. tax). Optional for news." />
        <BooleanInput source="pinned" label="Pinned (listed first)" />
        <TextInput source="publish_at" label="Publish at (UTC)" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }}
          helperText="Empty: visible as soon as a version is published." />
      </SimpleForm>
    </Create>
  );
}
