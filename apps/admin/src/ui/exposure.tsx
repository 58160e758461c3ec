import { Alert, Box, Card, CardContent, CircularProgress, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { digits } from './fields';
import { messageOf } from './format';
import { showAmount } from './money';

/**
 * The exposure screens of the products where the platform is the counterparty (futures, options): the platform's
 * figures as cards, a table per symbol, read per mode (real, demo) and refreshed every 10 s. Read-only: nothing here
 * writes a price, a position or an outcome.
 */

/** One figure card: a label, an amount in `coin` and its test id. */
export type Figure = { label: string; value: string; id: string };

export function FigureCards({ figures, coin }: { figures: readonly Figure[]; coin: string }): ReactNode {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {figures.map((f) => (
        <Card key={f.id} variant="outlined" sx={{ minWidth: 220 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">{f.label}</Typography>
            <Typography variant="h6" sx={digits} data-testid={f.id}>{showAmount(f.value)} {coin}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** A column of an exposure table: its title and its cell; numbers are right-aligned in equal-width digits. */
export type ExposureColumn<R> = { title: string; cell: (row: R) => ReactNode; numeric?: boolean; strong?: boolean; sx?: (row: R) => SxProps<Theme> };

/** A row's key and its `data-*` attributes (tests find rows by them, e.g. `data-symbol`). */
export type ExposureRow<R> = { key: string; data: Record<string, string>; row: R };

export function ExposureTable<R>({ label, testId, columns, rows }: {
  label: string; testId: string; columns: readonly ExposureColumn<R>[]; rows: readonly ExposureRow<R>[];
}): ReactNode {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>{columns.map((c) => <TableCell key={c.title} align={c.numeric ? 'right' : 'left'}>{c.title}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} {...Object.fromEntries(Object.entries(r.data).map(([k, v]) => [`data-${k}`, v]))}>
              {columns.map((c) => (
                <TableCell key={c.title} align={c.numeric ? 'right' : 'left'}
                  sx={{ ...(c.numeric ? digits : {}), ...(c.strong ? { fontWeight: 600 } : {}), ...(c.sx?.(r.row) as object | undefined) }}>
                  {c.cell(r.row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Reads one mode's exposure from `resource` (id = mode) every 10 s and shows it with `render`, or why it cannot. */
function ModeFigures<T>({ resource, mode, render }: { resource: string; mode: 'real' | 'demo'; render: (data: T) => ReactNode }): ReactNode {
  // The record is the server's exposure view of the mode (its id); `T` names its shape for `render`.
  const { data, isPending, error } = useGetOne(resource, { id: mode }, { refetchInterval: 10_000 });
  return (
    <>
      {isPending && <CircularProgress size={24} />}
      {error ? <Alert severity="error">The exposure could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
      {data && render(data as unknown as T)}
    </>
  );
}

/** The exposure view: its title and what it shows, the real / demo tabs and the chosen mode's figures. */
export function ExposureView<T>({ title, intro, resource, mode, setMode, render }: {
  title: string; intro: string; resource: string; mode: 'real' | 'demo'; setMode: (m: 'real' | 'demo') => void; render: (data: T) => ReactNode;
}): ReactNode {
  return (
    <Box>
      <Typography variant="h6" component="h1">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{intro}</Typography>
      <Tabs value={mode} onChange={(_, v: 'real' | 'demo') => setMode(v)} sx={{ mb: 2 }}>
        <Tab value="real" label="Real" /><Tab value="demo" label="Demo" />
      </Tabs>
      <ModeFigures resource={resource} mode={mode} render={render} />
    </Box>
  );
}
