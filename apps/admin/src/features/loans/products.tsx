import { Alert, Box, Button, Checkbox, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { LoanProduct } from '@candor/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { createProduct, fieldsOf, loanProducts, updateProduct, type ProductFields } from './api';

const EMPTY: ProductFields = { name: '', term_days: '', daily_rate: '', penalty_rate: '', min_amount: '', max_amount: '', enabled: true };
const COLUMNS: [keyof Omit<ProductFields, 'enabled'>, string][] = [
  ['name', 'Name'], ['term_days', 'Term (days)'], ['daily_rate', 'Daily rate (%)'], ['penalty_rate', 'Overdue rate (%/day)'], ['min_amount', 'Min (USDT)'], ['max_amount', 'Max (USDT)'],
];

function Row({ product, onSaved }: { product: LoanProduct | null; onSaved: () => void }): ReactNode {
  const notify = useNotify();
  const [f, setF] = useState<ProductFields>(product ? fieldsOf(product) : EMPTY);
  const save = async () => {
    try {
      if (product) await updateProduct(product.id, f);
      else await createProduct(f);
      notify(product ? 'Product saved; loans already taken keep their terms.' : 'Product added.', { type: 'success' });
      if (!product) setF(EMPTY);
      onSaved();
    } catch (e) {
      notify(messageOf(e, 'The product was not saved.'), { type: 'error' });
    }
  };
  return (
    <TableRow data-product={product?.id ?? 'new'}>
      {COLUMNS.map(([key, label]) => (
        <TableCell key={key}>
          <TextField size="small" label={label} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} sx={{ minWidth: key === 'name' ? 120 : 90 }} />
        </TableCell>
      ))}
      <TableCell><Checkbox checked={f.enabled} onChange={(e) => setF({ ...f, enabled: e.target.checked })} slotProps={{ input: { 'aria-label': 'Offered' } }} /></TableCell>
      <TableCell><Button variant={product ? 'outlined' : 'contained'} onClick={() => void save()}>{product ? 'Save' : 'Add'}</Button></TableCell>
    </TableRow>
  );
}

/** Loan products: each row edits one product's terms; the last row adds one. No figure here sets a user's outcome. */
export function LoanProductsPage(): ReactNode {
  const [items, setItems] = useState<LoanProduct[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    loanProducts().then(setItems, (e: unknown) => setError(messageOf(e, 'Products could not be read.')));
  }, []);
  useEffect(load, [load]);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Loan products" />
      <Stack spacing={2}>
        <Alert severity="info">The first day of every loan is interest-free; each day begun after it costs the daily rate on the principal outstanding, and from the due date the overdue rate.</Alert>
        {error && <Alert severity="error">{error}</Alert>}
        {items && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="loan-products">
              <TableHead>
                <TableRow>{COLUMNS.map(([key, label]) => <TableCell key={key}>{label}</TableCell>)}<TableCell>Offered</TableCell><TableCell /></TableRow>
              </TableHead>
              <TableBody>
                {items.map((p) => <Row key={`${p.id}/${p.daily_rate}/${p.term_days}/${String(p.enabled)}`} product={p} onSaved={load} />)}
                <Row product={null} onSaved={load} />
              </TableBody>
            </Table>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
