import { Button, Typography } from '@mui/material';
import type { PublicationAdminProduct } from '@candor/shared';
import type { ReactNode } from 'react';
import { Create, CreateButton, Datagrid, FunctionField, List, SimpleForm, TextField, TextInput, TopToolbar, useNotify, useRefresh } from 'react-admin';
import { TimeField } from '../../ui/fields';
import { ListError } from '../../ui/moneyFields';
import { passProduct } from './api';
import { utcInput, utcMs } from './projectForm';

function PassButton({ p }: { p: PublicationAdminProduct }): ReactNode {
  const notify = useNotify();
  const refresh = useRefresh();
  if (p.state !== 'review') return p.passed_by === null ? null : <Typography variant="body2">passed by #{p.passed_by}</Typography>;
  const pass = () => {
    passProduct(p.id).then(() => { notify(`${p.token} passed.`, { type: 'success' }); refresh(); },
      (e: unknown) => notify(e instanceof Error ? e.message : 'Refused', { type: 'error' }));
  };
  return <Button size="small" variant="outlined" onClick={(e) => { e.stopPropagation(); pass(); }}>Pass</Button>;
}

/** Currency subscription products and their states; a product under review is passed by another admin than its creator. */
export function ProductList(): ReactNode {
  return (
    <List error={<ListError what="subscription products" />} exporter={false} perPage={25} title="Subscription products"
      actions={<TopToolbar><CreateButton label="New product" /></TopToolbar>}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        States: under review, passed, subscribing, sold out, closed, launched (redeemable). Passing moves the tokens on offer into the
        platform&apos;s IEO account; purchases pay it in USDT and hold the tokens locked until the launch.
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="token" label="Token" sortable={false} />
        <TextField source="name" label="Name" sortable={false} />
        <TextField source="state" label="State" sortable={false} />
        <FunctionField label="Price (USDT)" render={(p: PublicationAdminProduct) => p.price} />
        <FunctionField label="Sold / total" render={(p: PublicationAdminProduct) => `${p.sold} / ${p.total}`} />
        <TimeField source="start_at" label="Opens (UTC)" />
        <TimeField source="launch_at" label="Launch (UTC)" />
        <FunctionField label="Review" render={(p: PublicationAdminProduct) => <PassButton p={p} />} />
      </Datagrid>
    </List>
  );
}

type ProductForm = { token: string; name: string; price: string; total: string; min: string; max: string; start_at: string; end_at: string; launch_at: string; description_en: string };

const amount = /^\d+(\.\d{1,8})?$/;
function productErrors(v: ProductForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (!/^[A-Za-z][A-Za-z0-9]{1,11}$/.test(v.token ?? '')) e.token = 'Two to twelve letters and digits';
  if (!v.name?.trim()) e.name = 'Required';
  for (const f of ['price', 'total', 'min', 'max'] as const) if (!amount.test(v[f] ?? '')) e[f] = 'A positive amount, at most 8 places';
  for (const f of ['start_at', 'end_at', 'launch_at'] as const) if (utcMs(v[f] ?? '') === null) e[f] = 'A time (UTC)';
  if (!v.description_en?.trim()) e.description_en = 'Required';
  return e;
}

const body = (v: ProductForm) => ({
  token: v.token.trim().toUpperCase(), name: v.name.trim(), price: v.price, total: v.total, min: v.min, max: v.max,
  start_at: utcMs(v.start_at), end_at: utcMs(v.end_at), launch_at: utcMs(v.launch_at), texts: { en: { description: v.description_en.trim() } },
});

export function ProductCreate(): ReactNode {
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000;
  const time = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Create title="New subscription product" redirect="list" transform={(v: ProductForm) => body(v)}>
      <SimpleForm validate={(v) => productErrors(v as ProductForm)}
        defaultValues={{ start_at: utcInput(start), end_at: utcInput(start + 7 * 86_400_000), launch_at: utcInput(start + 14 * 86_400_000) }}>
        <TextInput source="token" label="Token symbol" />
        <TextInput source="name" label="Name" />
        <TextInput source="price" label="Price (USDT per token)" />
        <TextInput source="total" label="Tokens on offer" />
        <TextInput source="min" label="Per purchase minimum" />
        <TextInput source="max" label="Per user maximum" />
        <TextInput source="start_at" label="Opens (UTC)" {...time} />
        <TextInput source="end_at" label="Closes (UTC)" {...time} />
        <TextInput source="launch_at" label="Launch (UTC)" {...time} />
        <TextInput source="description_en" label="Description (English)" multiline minRows={3} />
      </SimpleForm>
    </Create>
  );
}
