import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField } from 'react-admin';
import { formatTime } from './format';

/** A field's record key and column label. */
export type Labelled = { source: string; label?: string };

/** Numbers in a column: digits of equal width, never wrapped. */
export const digits = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A time column: UTC, to the second. */
export function TimeField({ source, label }: Labelled): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => (
    <Typography variant="body2" component="span" sx={digits}>{formatTime(r[source]) || '—'}</Typography>
  )} />;
}

/** A short value in monospace (codes, invite codes, IPs). */
export function MonoField({ source, label, strong }: Labelled & { strong?: boolean }): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => {
    const v = r[source];
    return <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>{v === null || v === undefined ? '' : String(v)}</Typography>;
  }} />;
}

/** A value in monospace inside text (an address, a hash). */
export function Mono({ children }: { children: ReactNode }): ReactNode {
  return <Box component="span" sx={{ fontFamily: 'monospace' }}>{children}</Box>;
}

/** A label chip, e.g. a role or a kind. */
export function TagField({ source, label }: Labelled): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => {
    const v = r[source];
    return typeof v === 'string' && v ? <Chip size="small" label={v} variant="outlined" /> : null;
  }} />;
}

/** Yes / no as words, readable in a screenshot and by a screen reader. */
export function YesNoField({ source, label }: Labelled): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => (r[source] ? 'yes' : 'no')} />;
}

/** A switch or check as a word in a chip: green when on ("open", "enabled"), grey or red when off. */
export function StateChip({ on, yes, no, offColor = 'default' }: { on: unknown; yes: string; no: string; offColor?: 'default' | 'error' }): ReactNode {
  return <Chip size="small" label={on ? yes : no} color={on ? 'success' : offColor} variant={on || offColor === 'default' ? 'outlined' : 'filled'} />;
}
