import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import type { AdminMiningMachine, AdminQuantifyPlan, AdminTrustProduct } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { listProducts, pauseProduct } from './api';
import { ProductDialog } from './ProductDialog';
import type { AnyProduct, ProductKind } from './productForm';
import { ppmPercent, stateText } from './text';
import { UplanPanel } from './UplanPanel';
import { useLoad } from './useLoad';

const nameOf = (p: AnyProduct): string => p.names['en'] ?? Object.values(p.names)[0] ?? `#${p.id}`;

/** The terms column of each kind, in one line. */
function terms(kind: ProductKind, p: AnyProduct): string {
  if (kind === 'trust') {
    const t = p as AdminTrustProduct;
    return `${t.cycle_days} d · ${ppmPercent(t.daily_rate_ppm)}/day · ${showAmount(t.min_amount)}–${showAmount(t.max_amount)} ${t.coin}`;
  }
  if (kind === 'quantify') {
    const q = p as AdminQuantifyPlan;
    return `${q.days} d · ${ppmPercent(q.rate_min_ppm)}–${ppmPercent(q.rate_max_ppm)}/day · exit ${ppmPercent(q.exit_ratio_ppm)}/day · ${showAmount(q.min_amount)}–${showAmount(q.max_amount)} ${q.coin}`;
  }
  const m = p as AdminMiningMachine;
  return `${showAmount(m.price)} ${m.price_coin} · ${showAmount(m.daily_output)} ${m.output_coin}/day · ${m.term_days} d`;
}

function used(kind: ProductKind, p: AnyProduct): string {
  if (kind === 'mining') { const m = p as AdminMiningMachine; return `${m.sold} / ${m.stock}`; }
  const q = p as AdminTrustProduct | AdminQuantifyPlan;
  return `${showAmount(q.quota_used)} / ${showAmount(q.quota_total)}`;
}

function ProductTable({ kind }: { kind: ProductKind }): ReactNode {
  const notify = useNotify();
  const list = useLoad(() => listProducts(kind), kind);
  const [editing, setEditing] = useState<AnyProduct | null | undefined>(undefined);
  const toggle = async (p: AnyProduct): Promise<void> => {
    try {
      await pauseProduct(kind, p.id, !p.paused);
      notify(`#${p.id} ${p.paused ? 'resumed' : 'paused'}.`, { type: 'success' });
      list.reload();
    } catch (e) {
      notify(messageOf(e, 'The product could not be changed.'), { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">Products are data: terms apply to new orders only. There is no per-user rate, outcome or yield anywhere.</Typography>
        <Button startIcon={<AddIcon />} variant="contained" onClick={() => setEditing(null)} data-testid={`earn-new-${kind}`}>New</Button>
      </Stack>
      {list.busy && <CircularProgress size={24} />}
      {list.error && <Alert severity="error">The products could not be read: {list.error}</Alert>}
      {list.data && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`${kind} products`} data-testid={`earn-products-${kind}`}>
            <TableHead><TableRow><TableCell>#</TableCell><TableCell>Name (en)</TableCell><TableCell>Terms</TableCell>
              <TableCell align="right">Used / total</TableCell><TableCell>State</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>
              {list.data.length === 0 && <TableRow><TableCell colSpan={6}>No products yet.</TableCell></TableRow>}
              {list.data.map((p) => (
                <TableRow key={p.id} data-testid="earn-product-row">
                  <TableCell>{p.id}</TableCell>
                  <TableCell>{nameOf(p)}</TableCell>
                  <TableCell sx={digits}>{terms(kind, p)}</TableCell>
                  <TableCell align="right" sx={digits}>{used(kind, p)}</TableCell>
                  <TableCell><Chip size="small" color={p.open ? 'success' : 'warning'} label={stateText(p)} /></TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setEditing(p)}>Edit</Button>
                      <Button size="small" color={p.paused ? 'primary' : 'warning'} onClick={() => void toggle(p)} data-testid="earn-pause">{p.paused ? 'Resume' : 'Pause'}</Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ProductDialog kind={kind} product={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} onSaved={list.reload} />
    </Stack>
  );
}

const TABS = [
  { key: 'trust', label: 'Trust (lock-up)' }, { key: 'quantify', label: 'Quantify plans' }, { key: 'mining', label: 'Mining rental' }, { key: 'uplan', label: 'U plan' },
] as const;

/** Earn products of each kind (create, edit, pause) and the U plan's flexible product. */
export function ProductsPage(): ReactNode {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('trust');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Earn products" />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>Earn products</Typography>
        <Tabs value={tab} onChange={(_, v: (typeof TABS)[number]['key']) => setTab(v)} sx={{ mb: 2 }}>
          {TABS.map((t) => <Tab key={t.key} value={t.key} label={t.label} data-testid={`earn-tab-${t.key}`} />)}
        </Tabs>
        {tab === 'uplan' ? <UplanPanel /> : <ProductTable key={tab} kind={tab} />}
      </CardContent>
    </Card>
  );
}
