import { Box, Chip, Stack, Typography } from '@mui/material';
import type { AccountSecurity } from '@candor/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { resourceCall } from '../../api/client';
import { formatTime } from '../../ui/format';

/**
 * A user's account security, read when the row is opened (admin/users/:id/security, audited): two-factor on or off
 * (never the secret), bound wallets, live sessions.
 */
export function UserSecurity(): ReactNode {
  const record = useRecordContext<{ id: number }>();
  const [data, setData] = useState<AccountSecurity | null>(null);
  const [failed, setFailed] = useState(false);
  const id = record?.id;
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    resourceCall<AccountSecurity>('GET', `admin/users/${encodeURIComponent(id)}/security`)
      .then((d) => { if (live) setData(d); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [id]);
  if (failed) return <Typography variant="body2" color="error">The security details could not be read.</Typography>;
  if (!data) return <Typography variant="body2" color="text.secondary">Loading…</Typography>;
  return (
    <Box sx={{ py: 1 }} data-testid="user-security">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">Two-factor:</Typography>
        <Chip size="small" label={data.totp_enabled ? 'On' : 'Off'} color={data.totp_enabled ? 'success' : 'default'} variant="outlined" />
        <Typography variant="body2" sx={{ pl: 2 }}>Live sessions: {data.live_sessions}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 0.5 }}>Bound wallets{data.wallets.length === 0 ? ': none' : ''}</Typography>
      {data.wallets.map((w) => (
        <Typography key={w.id} variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {w.chain.toUpperCase()} {w.address} · {formatTime(w.created_at)}
        </Typography>
      ))}
    </Box>
  );
}
