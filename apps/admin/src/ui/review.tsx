import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Datagrid, FunctionField, List, ListButton, SelectInput, Show, TextField, TopToolbar, useNotify, useRefresh,
  WithRecord, type RaRecord,
} from 'react-admin';
import { ActionDialog, type DialogField } from './dialogs';
import { TimeField } from './fields';
import { messageOf } from './format';
import { ListError } from './moneyFields';
import { REASON_MAX, REVIEW_STATUS_CHOICES, reasonProblem, type ActionMessage, type Notice, type ReviewStatus } from './reviewModel';
import { capitalised } from './text';

/**
 * The building blocks of a review queue, shared by deposits and withdrawals: the queue (a list filtered by status),
 * the review page (state, details, actions) and the actions (one that lets the request through, and Reject).
 */

const statusColor: Record<ReviewStatus, 'warning' | 'success' | 'error'> = { processing: 'warning', approved: 'success', rejected: 'error' };

/** A review status as a coloured chip. */
export function ReviewStatusField({ source = 'status', label = 'Status' }: { source?: string; label?: string }): ReactNode {
  return <FunctionField source={source} label={label} sortable={false} render={(r: Record<string, unknown>) => {
    const v = r[source];
    return typeof v === 'string' && v in statusColor ? <Chip size="small" label={v} color={statusColor[v as ReviewStatus]} variant="outlined" /> : null;
  }} />;
}

const statusFilters = [
  <SelectInput key="status" source="status" label="Status" alwaysOn choices={REVIEW_STATUS_CHOICES.map((s) => ({ id: s, name: s }))}
    emptyText="All" sx={{ minWidth: 200 }} />,
];

type ReviewListProps<R> = {
  /** The queue's name, lower case and plural ("deposits"): the page title and the error say it. */
  what: string;
  /** The approvals column. */
  approvals: (r: R) => string;
  /** The queue's own columns, between the ID and the creation time. */
  children: ReactNode;
};

/** A review queue: requests waiting for review first (processing), newest first; a row opens its review page. */
export function ReviewList<R extends RaRecord>({ what, approvals, children }: ReviewListProps<R>): ReactNode {
  return (
    <List error={<ListError what={what} />} filters={statusFilters} filterDefaultValues={{ status: 'processing' }} exporter={false} perPage={25}
      title={capitalised(what)} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick="show" size="small">
        <TextField source="id" label="ID" sortable={false} />
        {children}
        <TimeField source="created_at" label="Created (UTC)" />
        <FunctionField label="Approvals" render={(r: R) => approvals(r)} />
        <ReviewStatusField label="Status" />
      </Datagrid>
    </List>
  );
}

/** A request's review page ("Deposit #7"), with the way back to its queue. */
export function ReviewShow<R extends RaRecord>({ noun, render }: { noun: string; render: (record: R) => ReactNode }): ReactNode {
  return (
    <Show title={<WithRecord<R> render={(r) => <span>{`${noun} #${String(r.id)}`}</span>} empty={<span>{noun}</span>} />} actions={<TopToolbar><ListButton label="Back to the queue" /></TopToolbar>}>
      <WithRecord<R> render={render} />
    </Show>
  );
}

/** A review page's state in a box above its details. */
export function NoticeBox({ notice }: { notice: Notice }): ReactNode {
  return (
    <Alert severity={notice.severity} data-testid="review-notice" sx={{ mb: 2 }}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.text}
    </Alert>
  );
}

/** A label and its value, for the details of a review. */
export function Detail({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>{children}</Typography>
    </Box>
  );
}

type ReviewPanelProps = {
  status: ReviewStatus; notice: Notice;
  /** Shown only while the request waits for review. */
  actions: ReactNode;
  /** What to check beside the details (a transfer proof). */
  aside?: ReactNode;
  /** The details. */
  children: ReactNode;
};

/** The body of a review page: state, details, and the actions while the request waits; what to check beside them. */
export function ReviewPanel({ status, notice, actions, aside, children }: ReviewPanelProps): ReactNode {
  const main = <Box><NoticeBox notice={notice} />{children}{status === 'processing' && actions}</Box>;
  if (!aside) return <Box sx={{ p: 2, maxWidth: 900 }}>{main}</Box>;
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, p: 2 }}>{main}{aside}</Box>;
}

/**
 * Runs a review action (approve, pay, reject): one at a time, its outcome or the server's refusal in a
 * notification, then the page reloads the record so it shows the state the server answered.
 */
function useReviewAction(): { busy: boolean; run: (action: () => Promise<ActionMessage>) => Promise<void> } {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<ActionMessage>): Promise<void> => {
    setBusy(true);
    try {
      const done = await action();
      notify(done.text, { type: done.type, autoHideDuration: 6000 });
    } catch (e) {
      notify(messageOf(e, 'The action failed.'), { type: 'error', autoHideDuration: 8000 });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { busy, run };
}

/** The action that lets a request through (approve, pay): its button, its dialog and what it runs. */
export type PassAction = {
  label: string; icon: ReactNode; title: string; intro: string; confirm: string;
  /** A text the dialog asks for (a transaction hash), given to `run`; without it `run` gets ''. */
  field?: DialogField;
  run: (value: string) => Promise<ActionMessage>;
};

/** The reject dialog's field: a reason is required and the user sees it. */
const reasonField: DialogField = { label: 'Reason', problem: reasonProblem, helper: `Required, at most ${REASON_MAX} characters.`, maxLength: REASON_MAX, multiline: true };

/** A waiting request's actions: the one that lets it through, and Reject with a reason; each asks first. */
export function ReviewActions({ what, pass, reject }: { what: string; pass: PassAction; reject: (reason: string) => Promise<ActionMessage> }): ReactNode {
  const { busy, run } = useReviewAction();
  const [asking, setAsking] = useState<'pass' | 'reject' | null>(null);
  const close = (): void => setAsking(null);
  const act = (action: () => Promise<ActionMessage>): void => {
    setAsking(null);
    void run(action);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
      <Button variant="contained" color="success" startIcon={pass.icon} disabled={busy} onClick={() => setAsking('pass')}>{pass.label}</Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setAsking('reject')}>Reject</Button>
      <ActionDialog open={asking === 'pass'} title={pass.title} intro={pass.intro} confirm={pass.confirm} field={pass.field} busy={busy}
        onClose={close} onConfirm={(value) => act(() => pass.run(value))} />
      <ActionDialog open={asking === 'reject'} title={`Reject ${what}`} confirm="Reject" field={reasonField} busy={busy} danger
        intro="The user sees this reason in their records. Nothing is credited or paid; a rejection cannot be undone."
        onClose={close} onConfirm={(reason) => act(() => reject(reason))} />
    </Stack>
  );
}
