import { Alert, AlertTitle, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, useListContext } from 'react-admin';
import type { ReviewStatus } from '../features/wallet/types';
import { shorten, showAmount, showChange, signOf } from './money';
import type { Notice } from '../features/deposits/depositReview';

type Labelled = { source: string; label?: string };
type Row = Record<string, unknown>;

/** An exact amount, digits aligned; with `coinSource` the coin follows it ("1,000 USDT"). */
export function AmountField({ source, label, coinSource, signed }: Labelled & { coinSource?: string; signed?: boolean }): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} textAlign="right" render={(r: Row) => {
    const v = r[source];
    const shown = signed ? showChange(v) : showAmount(v);
    const color = signed ? (signOf(v) > 0 ? 'success.main' : signOf(v) < 0 ? 'error.main' : 'text.secondary') : 'text.primary';
    return (
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color }}>
        {shown || '—'}{shown && coinSource ? ` ${String(r[coinSource] ?? '')}` : ''}
      </Typography>
    );
  }} />;
}

const statusColor: Record<ReviewStatus, 'warning' | 'success' | 'error'> = { processing: 'warning', approved: 'success', rejected: 'error' };

/** A review status as a coloured chip. */
export function ReviewStatusField({ source = 'status', label = 'Status' }: Partial<Labelled>): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Row) => {
    const v = r[source];
    return typeof v === 'string' && v in statusColor ? <Chip size="small" label={v} color={statusColor[v as ReviewStatus]} variant="outlined" /> : null;
  }} />;
}

/** A long value (an address, a hash) in monospace, shortened in the middle (hover shows all of it). */
export function LongMonoField({ source, label, empty = '—' }: Labelled & { empty?: string }): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Row) => {
    const v = r[source];
    const full = typeof v === 'string' && v !== '' ? v : null;
    return (
      <Typography variant="body2" component="span" title={full ?? undefined} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {full ? shorten(full) : empty}
      </Typography>
    );
  }} />;
}

/** A review page's state in a box above its actions. */
export function NoticeBox({ notice }: { notice: Notice }): ReactNode {
  return (
    <Alert severity={notice.severity} data-testid="review-notice" sx={{ mb: 2 }}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.text}
    </Alert>
  );
}

/** A list's failure in words (the server's message), in place of its rows. */
export function ListError({ what }: { what: string }): ReactNode {
  const { error } = useListContext();
  const message = error instanceof Error ? error.message : 'unknown error';
  return <Alert severity="error" sx={{ m: 2 }} data-testid="list-error">The {what} could not be read: {message}</Alert>;
}
