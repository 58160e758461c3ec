import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Confirm, Datagrid, FunctionField, List, ListButton, SelectInput, Show, TextField, TopToolbar, useRecordContext,
} from 'react-admin';
import { approveDeposit, rejectDeposit } from '../wallet/api';
import { REVIEW_STATUS_CHOICES, type DepositReview } from '../wallet/types';
import { showAmount } from '../../ui/money';
import { approvedMessage, depositApprovals, depositNotice } from '../deposits/depositReview';
import { TimeField } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { AmountField, ListError, LongMonoField, NoticeBox, ReviewStatusField } from '../../ui/moneyFields';
import { Detail, ProofImage, RejectDialog, useReviewAction } from '../../ui/review';

const statusChoices = REVIEW_STATUS_CHOICES.map((s) => ({ id: s, name: s }));
const filters = [<SelectInput key="status" source="status" label="Status" alwaysOn choices={statusChoices} emptyText="All" sx={{ minWidth: 200 }} />];
const userOf = (r: Pick<DepositReview, 'user' | 'user_id'>): string => `${r.user ?? '—'} (#${r.user_id})`;

/** The deposit review queue: requests waiting for review first (processing), newest first. */
export function DepositList(): ReactNode {
  return (
    <List error={<ListError what="deposits" />} filters={filters} filterDefaultValues={{ status: 'processing' }} exporter={false} perPage={25} title="Deposits" empty={false}>
      <Datagrid bulkActionButtons={false} rowClick="show" size="small">
        <TextField source="id" label="ID" sortable={false} />
        <FunctionField label="User" render={(r: DepositReview) => (
          <Typography variant="body2" component="span" sx={{ display: 'inline-block', minWidth: 130, maxWidth: 160, overflowWrap: 'anywhere' }}>{userOf(r)}</Typography>
        )} />
        <TextField source="network" label="Network" sortable={false} />
        <AmountField source="amount" label="Amount" coinSource="coin" />
        <LongMonoField source="hash" label="Tx hash" />
        <TimeField source="created_at" label="Created (UTC)" />
        <FunctionField label="Approvals" render={(r: DepositReview) => depositApprovals(r)} />
        <ReviewStatusField label="Status" />
      </Datagrid>
    </List>
  );
}

function DepositActions({ d }: { d: DepositReview }): ReactNode {
  const { busy, run } = useReviewAction();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const approve = (): void => {
    setAsking(null);
    void run(async () => approvedMessage(await approveDeposit(d.id)));
  };
  const reject = (reason: string): void => {
    setAsking(null);
    void run(async () => {
      await rejectDeposit(d.id, reason);
      return { type: 'success', text: `Deposit #${d.id} rejected.` };
    });
  };
  const amount = `${showAmount(d.amount)} ${d.coin}`;
  const approveText = d.awaiting_second_approval
    ? `This is the second approval: ${amount} is credited to ${userOf(d)} at once. It must come from a different admin than the first.`
    : d.needs_two_approvals
      ? `This records the first of two approvals of ${amount}. A different admin must approve too before anything is credited.`
      : `${amount} is credited to the funding account of ${userOf(d)} at once.`;
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
      <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => setAsking('approve')}>Approve</Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setAsking('reject')}>Reject</Button>
      <Confirm isOpen={asking === 'approve'} title={`Approve deposit #${d.id}?`} content={approveText} confirm="Approve"
        onClose={() => setAsking(null)} onConfirm={approve} />
      <RejectDialog open={asking === 'reject'} what={`deposit #${d.id}`} busy={busy} onClose={() => setAsking(null)} onConfirm={reject} />
    </Stack>
  );
}

function DepositReviewView(): ReactNode {
  const d = useRecordContext<DepositReview>();
  if (!d) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, p: 2 }}>
      <Box>
        <NoticeBox notice={depositNotice(d)} />
        <Detail label="User">{userOf(d)}</Detail>
        <Detail label="Amount"><strong>{showAmount(d.amount)} {d.coin}</strong></Detail>
        <Detail label="Network">{d.network}</Detail>
        <Detail label="Sent to">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>{d.address}</Box>
          {d.sample_address && <Chip size="small" color="warning" label="sample address" sx={{ ml: 1 }} />}
        </Detail>
        <Detail label="Transaction hash"><Box component="span" sx={{ fontFamily: 'monospace' }}>{d.hash ?? 'not given'}</Box></Detail>
        <Detail label="Requested">{formatTime(d.created_at)}</Detail>
        <Detail label="Approvals">{depositApprovals(d)}</Detail>
        {d.status === 'processing' && <DepositActions d={d} />}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2" gutterBottom>Transfer proof</Typography>
          <ProofImage url={d.proof_url} alt={`Transfer proof of deposit #${d.id}`} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Compare amount, address and time with the network before approving. Opening the proof is written to the audit log.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

function DepositTitle(): ReactNode {
  const d = useRecordContext<DepositReview>();
  return <span>{d ? `Deposit #${d.id}` : 'Deposit'}</span>;
}

/** One deposit request: its state, details and proof, with Approve and Reject while it waits for review. */
export function DepositShow(): ReactNode {
  return (
    <Show title={<DepositTitle />} actions={<TopToolbar><ListButton label="Back to the queue" /></TopToolbar>}>
      <DepositReviewView />
    </Show>
  );
}
