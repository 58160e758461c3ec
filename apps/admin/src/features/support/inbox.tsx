import { Alert, Badge, Box, Button, Card, CardContent, Chip, List, ListItemButton, ListItemText, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { AgentConversation, AgentConversationDetail, InboxBox, SupportMessage } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Title, useGetIdentity, useNotify } from 'react-admin';
import { formatTime, messageOf } from '../../ui/format';
import { ProofImage } from '../../ui/ProofImage';
import { answer, close, conversation, inbox, take } from './api';
import { useInboxLive, type InboxLive } from './live';
import { usePolled } from './useLoad';

/** While the live socket is down the screens poll often; while it is up, rarely, as a safety net. */
const POLL_MS = 3000;
const SAFETY_POLL_MS = 30_000;
const BOXES: { id: InboxBox; label: string }[] = [{ id: 'unassigned', label: 'Unassigned' }, { id: 'mine', label: 'Mine' }, { id: 'closed', label: 'Closed' }];

function Message({ m }: { m: SupportMessage }): ReactNode {
  const user = m.sender === 'user';
  return (
    <Box sx={{ alignSelf: user ? 'flex-start' : 'flex-end', maxWidth: '75%', p: 1.25, borderRadius: 2, bgcolor: user ? 'grey.100' : 'primary.main', color: user ? 'text.primary' : 'primary.contrastText' }}
      data-testid={user ? 'agent-view-user-message' : 'agent-view-agent-message'}>
      <Typography variant="caption" sx={{ display: 'block', opacity: 0.8 }}>{user ? 'User' : m.agent ?? 'Support'} · {formatTime(m.created_at)}</Typography>
      {m.image_id !== null && <Box sx={{ my: 0.5, maxWidth: 320 }}><ProofImage url={`/api/admin/uploads/${m.image_id}`} alt="Image the user sent" /></Box>}
      {m.text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>}
    </Box>
  );
}

function AccountCard({ c }: { c: AgentConversationDetail }): ReactNode {
  const a = c.account;
  return (
    <Card variant="outlined" data-testid="support-account">
      <CardContent sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle2" gutterBottom>Account #{a.id}</Typography>
        <Typography variant="body2">{a.account}</Typography>
        {a.email && a.email !== a.account && <Typography variant="body2" color="text.secondary">{a.email}</Typography>}
        {a.phone && <Typography variant="body2" color="text.secondary">{a.phone}</Typography>}
        <Typography variant="body2" sx={{ mt: 1 }}>Verification: <Chip size="small" label={a.kyc} /></Typography>
        <Typography variant="body2">Registered: {formatTime(a.registered_at)}</Typography>
        <Typography variant="body2">Conversations: {a.conversations}</Typography>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>Real balances</Typography>
        {a.balances.length === 0 && <Typography variant="body2" color="text.secondary">None.</Typography>}
        {a.balances.map((b) => (
          <Typography key={`${b.kind}.${b.asset}`} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {b.kind} {b.asset}: {b.available}{b.locked !== '0' ? ` (+${b.locked} locked)` : ''}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

function Conversation({ id, done, taken, live }: { id: number; done: () => void; taken: () => void; live: InboxLive }): ReactNode {
  const notify = useNotify();
  const { data: me } = useGetIdentity();
  const { data: c, error, reload } = usePolled(() => conversation(id), `c${id}`, live.live ? SAFETY_POLL_MS : POLL_MS, live.of(id));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (what: string, run: () => Promise<unknown>): Promise<void> => {
    setBusy(true);
    try {
      await run();
      reload();
      done();
    } catch (e) {
      notify(messageOf(e, `Could not ${what}.`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (error) return <Alert severity="error">The conversation could not be loaded: {error}</Alert>;
  if (!c) return null;
  const mine = c.agent_id !== null && String(c.agent_id) === String(me?.id);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="support-conversation">
      <Card variant="outlined" sx={{ flex: 1, width: '100%', minWidth: 0 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>#{c.id} · {c.user}</Typography>
            <Chip size="small" label={c.status === 'closed' ? 'closed' : c.agent ? `taken by ${c.agent}` : 'unassigned'} data-testid="support-state" />
            {c.status === 'open' && c.agent_id === null && <Button variant="contained" size="small" disabled={busy} onClick={() => void act('take it', async () => { await take(id); taken(); })}>Take</Button>}
            {c.status === 'open' && mine && <Button size="small" color="warning" disabled={busy} onClick={() => void act('close it', () => close(id))}>Close</Button>}
          </Stack>
          <Stack spacing={1} sx={{ maxHeight: 480, overflowY: 'auto', p: 1, bgcolor: 'background.default', borderRadius: 1 }}>
            {c.messages.length === 0 && <Typography variant="body2" color="text.secondary">No message yet.</Typography>}
            {c.messages.map((m) => <Message key={m.id} m={m} />)}
          </Stack>
          {c.status === 'open' && mine && (
            <Stack component="form" direction="row" spacing={1} sx={{ mt: 1.5 }}
              onSubmit={(e) => { e.preventDefault(); if (text.trim()) void act('send the answer', async () => { await answer(id, text.trim()); setText(''); }); }}>
              <TextField size="small" fullWidth multiline maxRows={6} label="Answer" value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
              <Button type="submit" variant="contained" disabled={busy || !text.trim()}>Send</Button>
            </Stack>
          )}
          {c.status === 'open' && !mine && c.agent_id !== null && <Alert severity="info" sx={{ mt: 1.5 }}>Another agent has this conversation.</Alert>}
          {c.status === 'open' && c.agent_id === null && <Alert severity="info" sx={{ mt: 1.5 }}>Take the conversation to answer it.</Alert>}
        </CardContent>
      </Card>
      <Box sx={{ width: { xs: '100%', md: 320 }, flex: 'none' }}><AccountCard c={c} /></Box>
    </Stack>
  );
}

function Row({ c, selected, pick }: { c: AgentConversation; selected: boolean; pick: () => void }): ReactNode {
  return (
    <ListItemButton selected={selected} onClick={pick} data-testid="support-inbox-row">
      <ListItemText primary={<Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><span>#{c.id} {c.user}</span>{c.unread > 0 && <Badge color="error" badgeContent={c.unread} sx={{ ml: 1.5 }} />}</Stack>}
        secondary={`${c.preview || '—'} · ${formatTime(c.last_message_at)}`} />
    </ListItemButton>
  );
}

/** The support inbox: unassigned (oldest first), mine and closed; a conversation beside it with the user's account. */
export function InboxPage(): ReactNode {
  const [box, setBox] = useState<InboxBox>('unassigned');
  const [open, setOpen] = useState<number | null>(null);
  const live = useInboxLive();
  const { data, error, reload } = usePolled(() => inbox(box), box, live.live ? SAFETY_POLL_MS : POLL_MS, live.all);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Support inbox" />
      <Chip size="small" sx={{ mb: 1 }} color={live.live ? 'success' : 'default'} label={live.live ? 'Live' : 'Reconnecting… (refreshing every 3 s)'} data-testid="support-live" />
      <Tabs value={box} onChange={(_e, v: InboxBox) => setBox(v)} sx={{ mb: 1 }}>
        {BOXES.map((b) => <Tab key={b.id} value={b.id} label={b.label} />)}
      </Tabs>
      {error && <Alert severity="error">The inbox could not be loaded: {error}</Alert>}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ width: { xs: '100%', lg: 340 }, flex: 'none' }}>
          <List dense data-testid="support-inbox">
            {data?.items.length === 0 && <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>Nothing here.</Typography>}
            {data?.items.map((c) => <Row key={c.id} c={c} selected={open === c.id} pick={() => setOpen(c.id)} />)}
          </List>
        </Card>
        <Box sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          {open === null ? <Typography variant="body2" color="text.secondary">Choose a conversation.</Typography> : <Conversation id={open} done={reload} taken={() => setBox('mine')} live={live} />}
        </Box>
      </Stack>
    </Box>
  );
}
