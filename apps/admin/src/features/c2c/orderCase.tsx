import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import type { C2cAdminOrder } from '@candor/shared';
import { useCallback, type ReactNode } from 'react';
import { digits } from '../../ui/fields';
import { formatTime } from '../../ui/format';
import { ProofImage } from '../../ui/ProofImage';
import { STATUS_LABEL, chatOf } from './api';
import { useLoad } from './useLoad';

function Line({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" sx={digits}>{value}</Typography>
    </Stack>
  );
}

/** The chat of an order as support reads it (reading is audited), images from the private uploads. */
export function OrderChat({ id }: { id: number }): ReactNode {
  const read = useCallback(() => chatOf(id), [id]);
  const chat = useLoad(read, 'The chat');
  if (chat.error) return <Alert severity="error">{chat.error}</Alert>;
  if (!chat.data) return null;
  if (chat.data.length === 0) return <Alert severity="info">No messages.</Alert>;
  return (
    <Stack spacing={1} data-testid="c2c-admin-chat">
      {chat.data.map((m) => (
        <Box key={m.id} sx={{ p: 1, borderRadius: 1, bgcolor: m.from === 'buyer' ? 'grey.100' : 'primary.50', border: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">{m.from} · {formatTime(m.created_at)}</Typography>
          {m.kind === 'image' && m.image_id !== null ? <ProofImage url={`/api/admin/uploads/${m.image_id}`} alt="Chat image" /> : <Typography variant="body2">{m.text}</Typography>}
        </Box>
      ))}
    </Stack>
  );
}

/** One order as support sees it: both sides, the figures, where the fiat was to go, the proofs and the appeal. */
export function OrderCase({ o, chat = true }: { o: C2cAdminOrder; chat?: boolean }): ReactNode {
  return (
    <Stack spacing={1} sx={{ minWidth: 320 }} data-testid="c2c-admin-order">
      <Typography variant="h6">Order {o.order_sn} · {STATUS_LABEL[o.status]}</Typography>
      <Line label="Buyer" value={`${o.buyer} (#${o.buyer_id})`} />
      <Line label="Seller" value={`${o.seller} (#${o.seller_id})`} />
      <Line label="Merchant" value={o.merchant_nickname} />
      <Line label="Quantity in escrow" value={`${o.quantity} ${o.coin}`} />
      <Line label="Fiat total" value={`${o.amount} ${o.fiat} at ${o.price}`} />
      <Line label="Pay to" value={`${o.payment_type}: ${o.payment_info ?? '-'} · ${o.payment_holder ?? '-'}${o.payment_bank ? ` · ${o.payment_bank}` : ''}`} />
      <Line label="Created / deadline" value={`${formatTime(o.create_time)} / ${formatTime(o.deadline)}`} />
      <Line label="Marked paid" value={o.paid_at === null ? '—' : formatTime(o.paid_at)} />
      {o.cancel_reason && <Line label="Cancelled" value={o.cancel_reason} />}
      {o.proof_id !== null && (<><Typography variant="subtitle2">Buyer's payment proof</Typography><ProofImage url={`/api/admin/uploads/${o.proof_id}`} alt="Payment proof" /></>)}
      {o.appeal && (
        <>
          <Divider />
          <Typography variant="subtitle2">Appeal by the {o.appeal.by}, {formatTime(o.appeal.at)}</Typography>
          <Typography variant="body2" data-testid="c2c-appeal-reason">{o.appeal.reason}</Typography>
          {o.appeal.proof_id !== null && <ProofImage url={`/api/admin/uploads/${o.appeal.proof_id}`} alt="Appeal proof" />}
          {o.appeal.decision && <Alert severity="info">Decided: {o.appeal.decision === 'release' ? 'released to the buyer' : 'returned to the seller'} on {formatTime(o.appeal.decided_at)}</Alert>}
        </>
      )}
      {o.awaiting_second_approval && <Alert severity="warning">One decision is recorded; a second support admin confirms it (above the appeal amount).</Alert>}
      {chat && (<><Divider /><Typography variant="subtitle2">Chat</Typography><OrderChat id={o.id} /></>)}
    </Stack>
  );
}
