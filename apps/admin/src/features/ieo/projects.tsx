import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField, Typography } from '@mui/material';
import type { IeoAdminProject, IeoPreview } from '@candor/shared';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Create, CreateButton, Datagrid, Edit, EditButton, FunctionField, List, ListButton, Show, SimpleForm, TextField, TextInput, TopToolbar, WithRecord,
  useNotify, useRefresh,
} from 'react-admin';
import { TimeField } from '../../ui/fields';
import { messageOf } from '../../ui/format';
import { ListError } from '../../ui/moneyFields';
import { listMarket, previewOf } from './api';
import { projectFormErrors, projectFormValues, utcInput, type ProjectFormValues } from './projectForm';

/** Every IEO project with its window, subscriptions and allotment figures. */
export function ProjectList(): ReactNode {
  return (
    <List error={<ListError what="IEO projects" />} exporter={false} perPage={100} pagination={false} title="IEO projects"
      actions={<TopToolbar><CreateButton label="New project" /></TopToolbar>}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        Projects are data: a new token becomes a platform asset. Allotment runs by itself at the allotment date (pro rata when
        oversubscribed, rounded down, the dust kept and recorded); unpaid allotments lapse at the pay date; tokens unlock on schedule.
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick="show" size="small">
        <TextField source="token" label="Token" sortable={false} />
        <TextField source="name" label="Name" sortable={false} />
        <TextField source="phase" label="Phase" sortable={false} />
        <FunctionField label="Price (USDT)" render={(p: IeoAdminProject) => p.IEO_price} />
        <FunctionField label="Offered / asked" render={(p: IeoAdminProject) => `${p.total_supply} / ${p.subscribed}`} />
        <TextField source="applications" label="Applications" sortable={false} />
        <FunctionField label="Allotted / dust / unsold" render={(p: IeoAdminProject) => (p.allotted_total === null ? '—' : `${p.allotted_total} / ${p.dust ?? '0'} / ${p.unsold ?? '0'}`)} />
        <TimeField source="apply_start" label="Opens (UTC)" />
        <FunctionField label="Spot market" render={(p: IeoAdminProject) => p.spot_market ?? '—'} />
      </Datagrid>
    </List>
  );
}

function ProjectInputs(): ReactNode {
  const row = { width: '100%', maxWidth: 900 };
  const time = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } }, fullWidth: true } as const;
  return (
    <>
      <Stack direction="row" spacing={2} sx={row}>
        <TextInput source="token" label="Token symbol" fullWidth helperText="New asset, e.g. NEWT" />
        <TextInput source="name" label="Name" fullWidth />
        <TextInput source="price" label="Price (USDT per token)" fullWidth />
      </Stack>
      <Stack direction="row" spacing={2} sx={row}>
        <TextInput source="total_supply" label="Tokens offered" fullWidth />
        <TextInput source="min" label="Per user minimum" fullWidth helperText="The same for every user" />
        <TextInput source="max" label="Per user maximum" fullWidth />
      </Stack>
      <Stack direction="row" spacing={2} sx={row}>
        <TextInput source="supply" label="Circulating supply (optional)" fullWidth />
        <TextInput source="listing_price" label="Listing price (optional)" fullWidth />
      </Stack>
      <Stack direction="row" spacing={2} sx={row}>
        <TextInput source="apply_start" label="Opens (UTC)" {...time} />
        <TextInput source="apply_end" label="Closes (UTC)" {...time} />
        <TextInput source="allotment_at" label="Allotment (UTC)" {...time} />
        <TextInput source="pay_by" label="Pay by (UTC)" {...time} />
      </Stack>
      <TextInput source="schedule" label="Unlock schedule" multiline minRows={2} sx={row}
        helperText="One step per line, UTC time and cumulative percent: 2026-12-10T00:00 50 then 2027-01-10T00:00 100" />
      <TextInput source="description_en" label="Description (English)" multiline minRows={3} sx={row} />
      <TextInput source="risks_en" label="Risks (English)" multiline minRows={2} sx={row} />
      <TextInput source="other_texts" label="Other languages (JSON)" multiline minRows={2} sx={row}
        helperText='{"de": {"description": "...", "risks": "..."}}; missing languages show the English text' />
    </>
  );
}

const day = 86_400_000;
const defaults = (): Partial<ProjectFormValues> => {
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + day;
  return {
    apply_start: utcInput(start), apply_end: utcInput(start + 3 * day), allotment_at: utcInput(start + 3 * day), pay_by: utcInput(start + 5 * day),
    schedule: `${utcInput(start + 30 * day)} 50\n${utcInput(start + 60 * day)} 100`,
  };
};

export function ProjectCreate(): ReactNode {
  return (
    <Create title="New IEO project" redirect="show">
      <SimpleForm validate={(v) => projectFormErrors(v as ProjectFormValues)} defaultValues={defaults()}>
        <ProjectInputs />
      </SimpleForm>
    </Create>
  );
}

/** Editable until the window opens and nobody has applied; afterwards the form is refused by the server and said so here. */
export function ProjectEdit(): ReactNode {
  return (
    <Edit title="IEO project" mutationMode="pessimistic" redirect="show" actions={<TopToolbar><ListButton label="All projects" /></TopToolbar>}>
      <WithRecord<IeoAdminProject> render={(p) => (p.editable ? (
        <SimpleForm record={{ ...projectFormValues(p), id: p.id }} validate={(v) => projectFormErrors(v as ProjectFormValues)}>
          <ProjectInputs />
        </SimpleForm>
      ) : <Alert severity="info" sx={{ m: 2 }}>This project&apos;s subscription has opened: it can no longer be edited.</Alert>)} />
    </Edit>
  );
}

function Preview({ id }: { id: number }): ReactNode {
  const [state, setState] = useState<{ data?: IeoPreview; error?: string }>({});
  useEffect(() => {
    let live = true;
    previewOf(id).then((data) => { if (live) setState({ data }); }, (e: unknown) => { if (live) setState({ error: e instanceof Error ? e.message : 'unknown error' }); });
    return () => { live = false; };
  }, [id]);
  if (state.error !== undefined) return <Alert severity="error">{state.error}</Alert>;
  if (!state.data) return <Typography>Reading the subscriptions…</Typography>;
  const p = state.data;
  return (
    <Stack spacing={1} data-testid="ieo-preview">
      <Typography variant="body2">
        Offered {p.offered}, asked {p.requested}: {p.oversubscribed ? 'oversubscribed, pro rata' : 'every request in full'}; allotted {p.allotted},
        dust {p.dust}, unsold {p.unsold}.
      </Typography>
      <Table size="small">
        <TableHead><TableRow><TableCell>Application</TableCell><TableCell>User</TableCell><TableCell>Asked</TableCell><TableCell>Allotted</TableCell><TableCell>Due (USDT)</TableCell></TableRow></TableHead>
        <TableBody>
          {p.items.map((i) => (
            <TableRow key={i.application_id}><TableCell>{i.application_id}</TableCell><TableCell>{i.user_id}</TableCell><TableCell>{i.amount}</TableCell>
              <TableCell>{i.allotted}</TableCell><TableCell>{i.pay_amount}</TableCell></TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** Lists the token's spot market against USDT once its allotment ran: tick and lot sizes, no price (it comes from trades). */
function SpotMarket({ p }: { p: IeoAdminProject }): ReactNode {
  const notify = useNotify();
  const refresh = useRefresh();
  const [f, setF] = useState({ tick_size: '0.0001', lot_size: '0.01' });
  const [busy, setBusy] = useState(false);
  if (p.spot_market !== null) return <Alert severity="success" data-testid="ieo-spot-market">Spot market {p.spot_market} is listed; its price comes from its trades.</Alert>;
  if (p.allotted_total === null) return <Typography variant="body2" color="text.secondary">The token can get a spot market once its allotment has run.</Typography>;
  const submit = async () => {
    setBusy(true);
    try {
      const m = await listMarket(p.id, f);
      notify(`Spot market ${m.symbol} listed: it trades at once; no price is set, the first trades make it.`, { type: 'success' });
      refresh();
    } catch (e) {
      notify(messageOf(e, 'The market was not listed.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <MuiTextField size="small" label="Tick size (price step)" value={f.tick_size} onChange={(e) => setF({ ...f, tick_size: e.target.value })} helperText="A power of ten, e.g. 0.0001" />
      <MuiTextField size="small" label="Lot size (quantity step)" value={f.lot_size} onChange={(e) => setF({ ...f, lot_size: e.target.value })} helperText="A power of ten, e.g. 0.01" />
      <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="ieo-list-market">List {p.token}/USDT spot market</Button>
    </Stack>
  );
}

/** A project's terms and the allotment its subscriptions would get now (or got). */
export function ProjectShow(): ReactNode {
  return (
    <Show title="IEO project" actions={<TopToolbar><ListButton label="All projects" /><EditButton /></TopToolbar>}>
      <WithRecord<IeoAdminProject> render={(p) => (
        <Card variant="outlined" sx={{ m: 2 }}>
          <CardContent>
            <Typography variant="h6">{p.name} ({p.token}): {p.phase}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {p.IEO_price} USDT per token; {p.total_supply} offered; {p.min} to {p.max} per user; unlock steps:{' '}
              {p.unlock_schedule.map((s) => `${utcInput(s.at)} ${s.percent}%`).join(', ')} (UTC)
            </Typography>
            <Typography variant="subtitle1">Allotment preview</Typography>
            <Preview id={p.id} />
            <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>Spot market</Typography>
            <SpotMarket p={p} />
          </CardContent>
        </Card>
      )} />
    </Show>
  );
}
