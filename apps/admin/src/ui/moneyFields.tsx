import { Alert, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, useListContext } from 'react-admin';
import { digits, type Labelled } from './fields';
import { messageOf } from './format';
import { shorten, showAmount, showChange, signOf } from './money';

type Row = Record<string, unknown>;

/** An exact amount, digits aligned; with `coinSource` the coin follows it ("1,000 USDT"). */
export function AmountField({ source, label, coinSource, signed }: Labelled & { coinSource?: string; signed?: boolean }): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} textAlign="right" render={(r: Row) => {
    const v = r[source];
    const shown = signed ? showChange(v) : showAmount(v);
    const color = signed ? (signOf(v) > 0 ? 'success.main' : signOf(v) < 0 ? 'error.main' : 'text.secondary') : 'text.primary';
    return (
      <Typography variant="body2" component="span" sx={{ ...digits, color }}>
        {shown || '—'}{shown && coinSource ? ` ${String(r[coinSource] ?? '')}` : ''}
      </Typography>
    );
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

/** An account's mode: real money or demo. */
export function ModeChip({ mode }: { mode: unknown }): ReactNode {
  return <Chip size="small" variant="outlined" label={String(mode)} color={mode === 'real' ? 'primary' : 'default'} />;
}

/** A list's failure in words (the server's message), in place of its rows. */
export function ListError({ what }: { what: string }): ReactNode {
  const { error } = useListContext();
  return <Alert severity="error" sx={{ m: 2 }} data-testid="list-error">The {what} could not be read: {messageOf(error, 'unknown error')}</Alert>;
}
