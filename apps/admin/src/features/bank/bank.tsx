import PaidIcon from '@mui/icons-material/Paid';
import type { AdminBankWithdrawal } from '@candor/shared';
import type { ReactNode } from 'react';
import { FunctionField } from 'react-admin';
import { Mono } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { showMoney } from '../../ui/money';
import { AmountField } from '../../ui/moneyFields';
import { Detail, ReviewActions, ReviewList, ReviewPanel, ReviewShow } from '../../ui/review';
import { userText } from '../../ui/user';
import { payBankWithdrawal, rejectBankWithdrawal } from './api';
import { bankApprovals, bankNotice, fiatText, isFirstOfTwo, paidMessage, payIntro, refProblem, rejectedMessage } from './bankReview';

type W = AdminBankWithdrawal;

/** The bank withdrawal queue (finance): what the bank is to pay, to whom. */
export function BankWithdrawalList(): ReactNode {
  return (
    <ReviewList<W> what="bank withdrawals" approvals={bankApprovals}>
      <FunctionField label="User" render={(r: W) => userText(r)} />
      <FunctionField label="Bank" render={(r: W) => `${r.bank_name} ••••${r.card_tail}`} />
      <AmountField source="amount" label="Amount (USDT)" />
      <FunctionField label="Bank pays" render={(r: W) => fiatText(r)} />
    </ReviewList>
  );
}

function Actions({ w }: { w: W }): ReactNode {
  const verb = isFirstOfTwo(w) ? 'Approve' : 'Mark paid';
  return (
    <ReviewActions what={`bank withdrawal #${w.id}`}
      pass={{
        label: verb, icon: <PaidIcon />, title: `${verb}: bank withdrawal #${w.id}`, intro: payIntro(w), confirm: isFirstOfTwo(w) ? 'Approve' : 'Record payment',
        field: { label: 'Transfer reference (optional)', maxLength: 100, helper: "The bank transfer's reference, shown to the user", problem: refProblem },
        run: async (ref) => paidMessage(await payBankWithdrawal(w.id, ref)),
      }}
      reject={async (reason) => rejectedMessage(await rejectBankWithdrawal(w.id, reason))} />
  );
}

function ReviewView({ w }: { w: W }): ReactNode {
  const c = w.card;
  return (
    <ReviewPanel status={w.status} notice={bankNotice(w)} actions={<Actions w={w} />}>
      <Detail label="User">{userText(w)}</Detail>
      <Detail label="Bank pays"><strong>{fiatText(w)}</strong> at 1 USDT = {w.rate} {w.currency} (the published rate at request)</Detail>
      <Detail label="Amount">{showMoney(w.amount, 'USDT')}</Detail>
      <Detail label="Fee">{showMoney(w.fee, 'USDT')}</Detail>
      <Detail label="Taken from the user">{showMoney(w.total, 'USDT')} (held until decided)</Detail>
      <Detail label="Holder (KYC name)">{c.holder}</Detail>
      <Detail label="Bank">{c.bank_name}{c.branch_name ? `, ${c.branch_name}` : ''}{c.branch_number ? ` (${c.branch_number})` : ''}</Detail>
      <Detail label="Account number"><Mono>{c.card_number}</Mono></Detail>
      <Detail label="SWIFT / routing"><Mono>{c.swift || '—'}</Mono></Detail>
      <Detail label="IBAN"><Mono>{c.iban || '—'}</Mono></Detail>
      <Detail label="Bank address">{c.bank_address || '—'}</Detail>
      <Detail label="Payee address">{[c.payee_address, c.postal_code].filter(Boolean).join(', ') || '—'}</Detail>
      <Detail label="Transfer reference"><Mono>{w.payment_ref ?? '—'}</Mono></Detail>
      <Detail label="Requested">{formatTime(w.created_at)}</Detail>
      <Detail label="Approvals">{bankApprovals(w)}</Detail>
    </ReviewPanel>
  );
}

/** One bank withdrawal: the card as it was at request, with Mark paid (optional reference) and Reject while it waits. */
export function BankWithdrawalShow(): ReactNode {
  return <ReviewShow<W> noun="Bank withdrawal" render={(w) => <ReviewView w={w} />} />;
}
