import PaidIcon from '@mui/icons-material/Paid';
import { userText } from '../../ui/user';
import type { ReactNode } from 'react';
import { FunctionField, TextField } from 'react-admin';
import { Mono } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { showMoney } from '../../ui/money';
import { AmountField, LongMonoField } from '../../ui/moneyFields';
import { Detail, ReviewActions, ReviewList, ReviewPanel, ReviewShow } from '../../ui/review';
import { payWithdrawal, rejectWithdrawal } from './api';
import type { WithdrawalReview } from './types';
import { isFirstOfTwo, paidMessage, payIntro, rejectedMessage, txHashProblem, withdrawalApprovals, withdrawalNotice } from './withdrawalReview';

/** The withdrawal review queue. */
export function WithdrawalList(): ReactNode {
  return (
    <ReviewList<WithdrawalReview> what="withdrawals" approvals={withdrawalApprovals}>
      <FunctionField label="User" render={(r: WithdrawalReview) => userText(r)} />
      <TextField source="network" label="Network" sortable={false} />
      <LongMonoField source="address" label="Address" />
      <AmountField source="amount" label="Amount" coinSource="coin" />
      <AmountField source="fee" label="Fee" coinSource="coin" />
    </ReviewList>
  );
}

function WithdrawalActions({ w }: { w: WithdrawalReview }): ReactNode {
  const verb = isFirstOfTwo(w) ? 'Approve' : 'Pay';
  return (
    <ReviewActions what={`withdrawal #${w.id}`}
      pass={{
        label: verb, icon: <PaidIcon />, title: `${verb} withdrawal #${w.id}`, intro: payIntro(w), confirm: isFirstOfTwo(w) ? 'Approve' : 'Record payout',
        field: {
          label: 'Transaction hash (optional)', maxLength: 100, helper: w.network === 'ERC20' ? '0x and 64 hex digits' : '64 hex digits',
          problem: (h) => txHashProblem(w.network, h),
        },
        run: async (hash) => paidMessage(await payWithdrawal(w.id, hash)),
      }}
      reject={async (reason) => rejectedMessage(await rejectWithdrawal(w.id, reason))} />
  );
}

function WithdrawalReviewView({ w }: { w: WithdrawalReview }): ReactNode {
  return (
    <ReviewPanel status={w.status} notice={withdrawalNotice(w)} actions={<WithdrawalActions w={w} />}>
      <Detail label="User">{userText(w)}</Detail>
      <Detail label="Amount to send"><strong>{showMoney(w.amount, w.coin)}</strong></Detail>
      <Detail label="Fee">{showMoney(w.fee, w.coin)}</Detail>
      <Detail label="Taken from the user">{showMoney(w.total, w.coin)} (locked until decided)</Detail>
      <Detail label="Network">{w.network}</Detail>
      <Detail label="Address"><Mono>{w.address}</Mono></Detail>
      <Detail label="Transaction hash"><Mono>{w.tx_hash ?? '—'}</Mono></Detail>
      <Detail label="Requested">{formatTime(w.created_at)}</Detail>
      <Detail label="Approvals">{withdrawalApprovals(w)}</Detail>
    </ReviewPanel>
  );
}

/** One withdrawal: its state and details, with Pay (optional transaction hash) and Reject while it waits. */
export function WithdrawalShow(): ReactNode {
  return <ReviewShow<WithdrawalReview> noun="Withdrawal" render={(w) => <WithdrawalReviewView w={w} />} />;
}
