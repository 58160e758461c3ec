import CloseIcon from '@mui/icons-material/Close';
import PaidIcon from '@mui/icons-material/Paid';
import { Box, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Datagrid, FunctionField, List, ListButton, SelectInput, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { payWithdrawal, rejectWithdrawal } from '../wallet/api';
import { REVIEW_STATUS_CHOICES, type WithdrawalReview } from '../wallet/types';
import { showAmount } from '../../ui/money';
import { paidMessage, txHashProblem, withdrawalApprovals, withdrawalNotice } from '../deposits/depositReview';
import { TimeField } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { AmountField, ListError, LongMonoField, NoticeBox, ReviewStatusField } from '../../ui/moneyFields';
import { Detail, RejectDialog, TextDialog, useReviewAction } from '../../ui/review';

const statusChoices = REVIEW_STATUS_CHOICES.map((s) => ({ id: s, name: s }));
const filters = [<SelectInput key="status" source="status" label="Status" alwaysOn choices={statusChoices} emptyText="All" sx={{ minWidth: 200 }} />];

/** The withdrawal review queue: requests waiting for review first (processing), newest first. */
export function WithdrawalList(): ReactNode {
  return (
    <List error={<ListError what="withdrawals" />} filters={filters} filterDefaultValues={{ status: 'processing' }} exporter={false} perPage={25} title="Withdrawals" empty={false}>
      <Datagrid bulkActionButtons={false} rowClick="show" size="small">
        <TextField source="id" label="ID" sortable={false} />
        <FunctionField label="User" render={(r: WithdrawalReview) => `#${r.user_id}`} />
        <TextField source="network" label="Network" sortable={false} />
        <LongMonoField source="address" label="Address" />
        <AmountField source="amount" label="Amount" coinSource="coin" />
        <AmountField source="fee" label="Fee" coinSource="coin" />
        <TimeField source="created_at" label="Created (UTC)" />
        <FunctionField label="Approvals" render={(r: WithdrawalReview) => withdrawalApprovals(r)} />
        <ReviewStatusField label="Status" />
      </Datagrid>
    </List>
  );
}

function WithdrawalActions({ w }: { w: WithdrawalReview }): ReactNode {
  const { busy, run } = useReviewAction();
  const [asking, setAsking] = useState<'pay' | 'reject' | null>(null);
  const pay = (hash: string): void => {
    setAsking(null);
    void run(async () => paidMessage(await payWithdrawal(w.id, hash)));
  };
  const reject = (reason: string): void => {
    setAsking(null);
    void run(async () => {
      await rejectWithdrawal(w.id, reason);
      return { type: 'success', text: `Withdrawal #${w.id} rejected: ${showAmount(w.total)} ${w.coin} went back to user #${w.user_id}.` };
    });
  };
  const amount = `${showAmount(w.amount)} ${w.coin}`;
  const first = w.second_approval_required && w.first_approved_by === null;
  const intro = first
    ? `This records the first of two approvals of ${amount}; a different admin pays it out. The hash may be left empty now.`
    : `Send ${amount} on ${w.network} to ${w.address}, then record the payout here. The fee of ${showAmount(w.fee)} ${w.coin} goes to the platform's fees account.`;
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
      <Button variant="contained" color="success" startIcon={<PaidIcon />} disabled={busy} onClick={() => setAsking('pay')}>
        {first ? 'Approve' : 'Pay'}
      </Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setAsking('reject')}>Reject</Button>
      <TextDialog open={asking === 'pay'} title={`${first ? 'Approve' : 'Pay'} withdrawal #${w.id}`} intro={intro} label="Transaction hash (optional)"
        confirm={first ? 'Approve' : 'Record payout'} busy={busy} maxLength={100}
        helper={w.network === 'ERC20' ? '0x and 64 hex digits' : '64 hex digits'} problem={(h) => txHashProblem(w.network, h)}
        onClose={() => setAsking(null)} onConfirm={pay} />
      <RejectDialog open={asking === 'reject'} what={`withdrawal #${w.id}`} busy={busy} onClose={() => setAsking(null)} onConfirm={reject} />
    </Stack>
  );
}

function WithdrawalReviewView(): ReactNode {
  const w = useRecordContext<WithdrawalReview>();
  if (!w) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <NoticeBox notice={withdrawalNotice(w)} />
      <Detail label="User">#{w.user_id}</Detail>
      <Detail label="Amount to send"><strong>{showAmount(w.amount)} {w.coin}</strong></Detail>
      <Detail label="Fee">{showAmount(w.fee)} {w.coin}</Detail>
      <Detail label="Taken from the user">{showAmount(w.total)} {w.coin} (locked until decided)</Detail>
      <Detail label="Network">{w.network}</Detail>
      <Detail label="Address"><Box component="span" sx={{ fontFamily: 'monospace' }}>{w.address}</Box></Detail>
      <Detail label="Transaction hash"><Box component="span" sx={{ fontFamily: 'monospace' }}>{w.tx_hash ?? '—'}</Box></Detail>
      <Detail label="Requested">{formatTime(w.created_at)}</Detail>
      <Detail label="Approvals">{withdrawalApprovals(w)}</Detail>
      {w.status === 'processing' && <WithdrawalActions w={w} />}
    </Box>
  );
}

function WithdrawalTitle(): ReactNode {
  const w = useRecordContext<WithdrawalReview>();
  return <span>{w ? `Withdrawal #${w.id}` : 'Withdrawal'}</span>;
}

/** One withdrawal: its state and details, with Pay (optional transaction hash) and Reject while it waits. */
export function WithdrawalShow(): ReactNode {
  return (
    <Show title={<WithdrawalTitle />} actions={<TopToolbar><ListButton label="Back to the queue" /></TopToolbar>}>
      <WithdrawalReviewView />
    </Show>
  );
}
