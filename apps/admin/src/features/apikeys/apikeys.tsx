import type { AdminApiKey } from '@candor/shared';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { Mono } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { apiKeys, revokeKey, userIdOf } from './api';

const COLOR = { active: 'success', paused: 'warning', revoked: 'default' } as const;

/** Users' API keys, all or one user's, with revoke (audited on the server; a revoked key is refused for good). */
export function ApiKeysPage(): ReactNode {
  const notify = useNotify();
  const [filter, setFilter] = useState('');
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; items: AdminApiKey[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setData(await apiKeys(page, userId));
      setError(null);
    } catch (e) {
      setError(messageOf(e, 'unknown error'));
    }
  }, [page, userId]);
  useEffect(() => { void load(); }, [load]);
  const apply = () => {
    const id = userIdOf(filter);
    if (id === null) { notify('Enter a user id (a whole number) or leave it empty.', { type: 'warning' }); return; }
    setPage(1);
    setUserId(id);
  };
  const revoke = async (k: AdminApiKey) => {
    if (!window.confirm(`Revoke key "${k.label}" of user #${k.user_id} for good? Its bots stop at once.`)) return;
    try {
      await revokeKey(k.id);
      notify(`Key #${k.id} revoked.`, { type: 'success' });
      await load();
    } catch (e) {
      notify(messageOf(e, 'The key could not be revoked.'), { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="API keys" />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>API keys</Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <TextField size="small" label="User id" value={filter} onChange={(e) => setFilter(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') apply(); }} slotProps={{ htmlInput: { 'data-testid': 'apikeys-user' } }} />
          <Button variant="contained" onClick={apply}>Show</Button>
          {userId !== undefined && <Button onClick={() => { setFilter(''); setUserId(undefined); setPage(1); }}>All users</Button>}
        </Stack>
        {error && <Alert severity="error">The keys could not be read: {error}</Alert>}
        {data && data.items.length === 0 && <Alert severity="info">No API keys{userId ? ` for user #${userId}` : ''}.</Alert>}
        {data && data.items.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="API keys" data-testid="apikeys-table">
              <TableHead><TableRow>
                <TableCell>#</TableCell><TableCell>User</TableCell><TableCell>Label</TableCell><TableCell>Key</TableCell><TableCell>Permissions</TableCell>
                <TableCell>Mode</TableCell><TableCell>IPs</TableCell><TableCell>Status</TableCell><TableCell>Created (UTC)</TableCell><TableCell>Last used</TableCell><TableCell />
              </TableRow></TableHead>
              <TableBody>
                {data.items.map((k) => (
                  <TableRow key={k.id}>
                    <TableCell>{k.id}</TableCell>
                    <TableCell>#{k.user_id} {k.user ?? ''}</TableCell>
                    <TableCell>{k.label}</TableCell>
                    <TableCell><Mono>{`${k.api_key.slice(0, 10)}…`}</Mono></TableCell>
                    <TableCell>{k.permissions.join(', ')}</TableCell>
                    <TableCell>{k.mode}</TableCell>
                    <TableCell>{k.ip_allow.length ? k.ip_allow.join(', ') : 'any'}</TableCell>
                    <TableCell>
                      <Chip size="small" color={COLOR[k.status]} label={k.status} />
                      {k.revoked_at !== null && <Typography variant="caption" sx={{ display: 'block' }}>{`by #${k.revoked_by ?? '?'} ${formatTime(k.revoked_at)}`}</Typography>}
                    </TableCell>
                    <TableCell>{formatTime(k.created_at)}</TableCell>
                    <TableCell>{k.last_used_at === null ? 'never' : formatTime(k.last_used_at)}</TableCell>
                    <TableCell>{k.status !== 'revoked' && <Button size="small" color="error" onClick={() => void revoke(k)} data-testid="apikeys-revoke">Revoke</Button>}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && data.total > 50 && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
            <Typography variant="body2">Page {page} of {Math.ceil(data.total / 50)}</Typography>
            <Button disabled={page * 50 >= data.total} onClick={() => setPage((p) => p + 1)}>Next</Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
