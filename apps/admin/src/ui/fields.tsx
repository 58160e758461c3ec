import { Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, useRecordContext } from 'react-admin';
import { formatTime } from './format';

type Labelled = { source: string; label?: string };

/** A time column: UTC, to the second. */
export function TimeField({ source, label }: Labelled): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatTime(r[source]) || '—'}</Typography>
  )} />;
}

/** A short value in monospace (codes, invite codes, IPs). */
export function MonoField({ source, label, strong }: Labelled & { strong?: boolean }): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => {
    const v = r[source];
    return <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>{v === null || v === undefined ? '' : String(v)}</Typography>;
  }} />;
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

/** The id of the current record, for row-level actions. */
export function useRecordId(): number | null {
  const record = useRecordContext<{ id: number }>();
  return record ? Number(record.id) : null;
}
