import CheckIcon from '@mui/icons-material/Check';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField } from 'react-admin';
import { Mono } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { Detail, ReviewActions, ReviewList, ReviewPanel, ReviewShow } from '../../ui/review';
import { userText } from '../../ui/user';
import { approveKyc, rejectKyc } from './api';
import { KycDocument } from './KycDocument';
import { approvedMessage, approveIntro, historyLine, idTypeText, kycApprovals, kycNotice, levelText } from './kycReview';
import type { KycHistoryItem, KycReview } from './types';

const DOC_NAMES: Record<string, string> = { front: 'ID front', back: 'ID back', selfie: 'Selfie holding the ID', address: 'Proof of address' };

/** The KYC review queue (compliance): submissions waiting first. */
export function KycList(): ReactNode {
  return (
    <ReviewList<KycHistoryItem> what="KYC submissions" approvals={kycApprovals}>
      <FunctionField label="User" render={(r: KycHistoryItem) => userText(r)} />
      <FunctionField label="Level" render={(r: KycHistoryItem) => levelText(r.level)} />
      <FunctionField label="Legal name" render={(r: KycHistoryItem) => r.full_name} />
      <FunctionField label="Country" render={(r: KycHistoryItem) => r.country} />
    </ReviewList>
  );
}

function KycActions({ s }: { s: KycHistoryItem }): ReactNode {
  const first = s.second_approval_required && s.first_approved_by === null;
  return (
    <ReviewActions what={`KYC submission #${s.id}`}
      pass={{
        label: 'Approve', icon: <CheckIcon />, title: `Approve KYC submission #${s.id}?`, intro: approveIntro(s), confirm: first ? 'Record first approval' : 'Approve',
        run: async () => approvedMessage(await approveKyc(s.id)),
      }}
      reject={async (reason) => {
        await rejectKyc(s.id, reason);
        return { type: 'success', text: `KYC submission #${s.id} rejected; the user sees the reason.` };
      }} />
  );
}

function Documents({ s }: { s: KycReview }): ReactNode {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" gutterBottom>Documents</Typography>
        {s.documents.length === 0 && <Typography variant="body2" color="text.secondary">Basic KYC has no documents.</Typography>}
        <Stack spacing={2}>
          {s.documents.map((d) => (
            <div key={d.kind}>
              <Typography variant="caption" color="text.secondary">{DOC_NAMES[d.kind] ?? d.kind}</Typography>
              <KycDocument url={d.url} alt={`${DOC_NAMES[d.kind] ?? d.kind} of submission #${s.id}`} />
            </div>
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Documents are private: only compliance reviewers open them, and each look is written to the audit log.
        </Typography>
      </CardContent>
    </Card>
  );
}

function KycReviewView({ s }: { s: KycReview }): ReactNode {
  return (
    <ReviewPanel status={s.status} notice={kycNotice(s)} actions={<KycActions s={s} />} aside={<Documents s={s} />}>
      <Detail label="User">{userText(s)}</Detail>
      <Detail label="Level">{levelText(s.level)}</Detail>
      <Detail label="Legal name"><strong>{s.full_name}</strong></Detail>
      <Detail label="ID">{idTypeText(s.id_type)} <Mono>{s.id_number}</Mono></Detail>
      <Detail label="Country">{s.country}</Detail>
      <Detail label="Date of birth">{s.birth_date}</Detail>
      {s.address && <Detail label="Address">{s.address}</Detail>}
      <Detail label="Submitted">{formatTime(s.created_at)}</Detail>
      <Detail label="Approvals">{kycApprovals(s)}</Detail>
      <Detail label="History of the user">
        <Stack spacing={0.5} data-testid="kyc-history">{(s.history ?? []).map((h) => <span key={h.id}>{historyLine(h)}</span>)}</Stack>
      </Detail>
    </ReviewPanel>
  );
}

/** One submission: its state, the form and documents, the user's history, and Approve / Reject while it waits. */
export function KycShow(): ReactNode {
  return <ReviewShow<KycReview> noun="KYC submission" render={(s) => <KycReviewView s={s} />} />;
}
