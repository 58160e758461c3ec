import CheckIcon from '@mui/icons-material/Check';
import { Card, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, TextField } from 'react-admin';
import { Mono } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { showMoney } from '../../ui/money';
import { AmountField, LongMonoField } from '../../ui/moneyFields';
import { ProofImage } from '../../ui/ProofImage';
import { Detail, ReviewActions, ReviewList, ReviewPanel, ReviewShow } from '../../ui/review';
import { approveDeposit, rejectDeposit } from './api';
import { approvedMessage, approveIntro, depositApprovals, depositNotice, depositUser } from './depositReview';
import type { DepositReview } from './types';

/** The deposit review queue. */
export function DepositList(): ReactNode {
  return (
    <ReviewList<DepositReview> what="deposits" approvals={depositApprovals}>
      <FunctionField label="User" render={(r: DepositReview) => (
        <Typography variant="body2" component="span" sx={{ display: 'inline-block', minWidth: 130, maxWidth: 160, overflowWrap: 'anywhere' }}>{depositUser(r)}</Typography>
      )} />
      <TextField source="network" label="Network" sortable={false} />
      <AmountField source="amount" label="Amount" coinSource="coin" />
      <LongMonoField source="hash" label="Tx hash" />
    </ReviewList>
  );
}

function DepositActions({ d }: { d: DepositReview }): ReactNode {
  return (
    <ReviewActions what={`deposit #${d.id}`}
      pass={{
        label: 'Approve', icon: <CheckIcon />, title: `Approve deposit #${d.id}?`, intro: approveIntro(d), confirm: 'Approve',
        run: async () => approvedMessage(await approveDeposit(d.id)),
      }}
      reject={async (reason) => {
        await rejectDeposit(d.id, reason);
        return { type: 'success', text: `Deposit #${d.id} rejected.` };
      }} />
  );
}

function TransferProof({ d }: { d: DepositReview }): ReactNode {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" gutterBottom>Transfer proof</Typography>
        <ProofImage url={d.proof_url} alt={`Transfer proof of deposit #${d.id}`} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Compare amount, address and time with the network before approving. Opening the proof is written to the audit log.
        </Typography>
      </CardContent>
    </Card>
  );
}

function DepositReviewView({ d }: { d: DepositReview }): ReactNode {
  return (
    <ReviewPanel status={d.status} notice={depositNotice(d)} actions={<DepositActions d={d} />} aside={<TransferProof d={d} />}>
      <Detail label="User">{depositUser(d)}</Detail>
      <Detail label="Amount"><strong>{showMoney(d.amount, d.coin)}</strong></Detail>
      <Detail label="Network">{d.network}</Detail>
      <Detail label="Sent to">
        <Mono>{d.address}</Mono>
        {d.sample_address && <Chip size="small" color="warning" label="sample address" sx={{ ml: 1 }} />}
      </Detail>
      <Detail label="Transaction hash"><Mono>{d.hash ?? 'not given'}</Mono></Detail>
      <Detail label="Requested">{formatTime(d.created_at)}</Detail>
      <Detail label="Approvals">{depositApprovals(d)}</Detail>
    </ReviewPanel>
  );
}

/** One deposit request: its state, details and proof, with Approve and Reject while it waits for review. */
export function DepositShow(): ReactNode {
  return <ReviewShow<DepositReview> noun="Deposit" render={(d) => <DepositReviewView d={d} />} />;
}
