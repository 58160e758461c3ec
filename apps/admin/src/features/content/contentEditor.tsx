import { Box, Button, Card, CardContent, Chip, FormControlLabel, MenuItem, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { LANGS, type ContentEntryDetail, type ContentVersion, type Lang } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { ListButton, Loading, Show, TopToolbar, useNotify, useRefresh, WithRecord } from 'react-admin';
import { formatTime, messageOf } from '../../ui/format';
import { publishVersion, saveVersion, unpublishLang, updateEntry, uploadImage } from './api';
import { KIND_CHOICES, PublicationSummary } from './content';
import { imageTag, newestOf, utcLocalOf, versionErrors } from './contentModel';

/** Runs a call, says how it went, and reloads the entry. */
function useAction(): (what: string, run: () => Promise<unknown>) => Promise<boolean> {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (what, run) => {
    try {
      await run();
      notify(what, { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      notify(messageOf(e, 'The server refused it.'), { type: 'error' });
      return false;
    }
  };
}

function Settings({ e }: { e: ContentEntryDetail }): ReactNode {
  const act = useAction();
  const [pinned, setPinned] = useState(e.pinned);
  const [at, setAt] = useState(utcLocalOf(e.publish_at));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel control={<Switch checked={pinned} onChange={(x) => setPinned(x.target.checked)} />} label="Pinned" />
      <TextField size="small" type="datetime-local" label="Publish at (UTC)" value={at} onChange={(x) => setAt(x.target.value)}
        slotProps={{ inputLabel: { shrink: true } }} helperText="Empty: as soon as published" />
      <Button variant="outlined" onClick={() => void act('Settings saved.', () => updateEntry(e.id, { pinned, publish_at: at }))}>Save settings</Button>
    </Stack>
  );
}

/** Writes a new version of one language, starting from its newest. */
function VersionForm({ e, lang }: { e: ContentEntryDetail; lang: Lang }): ReactNode {
  const act = useAction();
  const start = newestOf(e.versions, lang) ?? newestOf(e.versions, 'en');
  const [title, setTitle] = useState(start?.title ?? '');
  const [summary, setSummary] = useState(start?.summary ?? '');
  const [body, setBody] = useState(start?.body ?? '');
  const errors = versionErrors({ title, body });
  return (
    <Stack spacing={2}>
      <TextField label="Title" value={title} onChange={(x) => setTitle(x.target.value)} error={!!errors['title']} helperText={errors['title'] ?? ' '} slotProps={{ htmlInput: { 'data-testid': 'content-title' } }} />
      <TextField label="Summary (lists)" value={summary} onChange={(x) => setSummary(x.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <TextField label="Body (HTML)" value={body} onChange={(x) => setBody(x.target.value)} multiline minRows={8} error={!!errors['body']}
        helperText={errors['body'] ?? 'Headings, paragraphs, lists, links, tables and images added here (other image sources are dropped). Scripts, styles and event handlers are removed on save.'}
        slotProps={{ htmlInput: { 'data-testid': 'content-body' } }} />
      <Stack direction="row" spacing={2}>
        <Button component="label" variant="outlined">
          Add an image
          <input hidden type="file" accept="image/png,image/jpeg,image/webp" data-testid="content-image" onChange={(x) => {
            const file = x.target.files?.[0];
            x.target.value = '';
            if (file) void act('Image uploaded and added at the end of the body.', async () => {
              const { url } = await uploadImage(file);
              setBody((b) => `${b}${imageTag(url, file.name)}`);
            });
          }} />
        </Button>
        <Button variant="contained" disabled={Object.keys(errors).length > 0} data-testid="content-save"
          onClick={() => void act(`Saved a new ${lang} version (a draft until published).`, () => saveVersion(e.id, { lang, title, summary, body }))}>
          Save as new version
        </Button>
      </Stack>
    </Stack>
  );
}

function History({ e }: { e: ContentEntryDetail }): ReactNode {
  const act = useAction();
  const [shown, setShown] = useState<ContentVersion | null>(null);
  const isPublished = (v: ContentVersion) => e.published.some((p) => p.version_id === v.id);
  return (
    <>
      <Table size="small">
        <TableHead><TableRow><TableCell>Language</TableCell><TableCell>Version</TableCell><TableCell>Title</TableCell><TableCell>By</TableCell><TableCell>Saved (UTC)</TableCell><TableCell /></TableRow></TableHead>
        <TableBody>
          {e.versions.map((v) => (
            <TableRow key={v.id} data-testid={`version-${v.lang}-${v.version}`}>
              <TableCell>{v.lang}</TableCell>
              <TableCell>v{v.version} {v.sample && <Chip size="small" color="warning" label="sample" />}</TableCell>
              <TableCell>{v.title}</TableCell>
              <TableCell>{v.created_by === null ? 'install' : `admin #${v.created_by}`}</TableCell>
              <TableCell>{formatTime(v.created_at)}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setShown(shown?.id === v.id ? null : v)}>{shown?.id === v.id ? 'Hide' : 'Preview'}</Button>
                {isPublished(v)
                  ? <Button size="small" color="warning" onClick={() => void act(`${v.lang} withdrawn from users.`, () => unpublishLang(e.id, v.lang))}>Unpublish</Button>
                  : <Button size="small" variant="outlined" data-testid="content-publish" onClick={() => void act(`${v.lang} v${v.version} published.`, () => publishVersion(e.id, v.lang, v.id))}>Publish</Button>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* The stored body was sanitised by the server when it was saved. */}
      {shown && <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}><Typography variant="h6">{shown.title}</Typography><div dangerouslySetInnerHTML={{ __html: shown.body }} /></Box>}
    </>
  );
}

function Editor({ e }: { e: ContentEntryDetail }): ReactNode {
  const [lang, setLang] = useState<Lang>('en');
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">{KIND_CHOICES.find((k) => k.id === e.kind)?.name} #{e.id}{e.slug ? ` · ${e.slug}` : ''}</Typography>
        <PublicationSummary e={e} />
      </Stack>
      {e.kind !== 'page' && <Settings key={`${e.pinned}-${e.publish_at}`} e={e} />}
      <Card variant="outlined"><CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="subtitle1">Write a version</Typography>
          <TextField select size="small" label="Language" value={lang} onChange={(x) => setLang(x.target.value as Lang)} sx={{ minWidth: 120 }}>
            {LANGS.map((l) => <MenuItem key={l} value={l}>{l}</MenuItem>)}
          </TextField>
          <Typography variant="body2" color="text.secondary">A language without a published version shows English to its users.</Typography>
        </Stack>
        <VersionForm key={`${lang}-${e.versions.length}`} e={e} lang={lang} />
      </CardContent></Card>
      <Card variant="outlined"><CardContent>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>History</Typography>
        {e.versions.length === 0 ? <Typography variant="body2" color="text.secondary">No version yet.</Typography> : <History e={e} />}
      </CardContent></Card>
    </Stack>
  );
}

/** One entry: its settings, a version editor per language, and its history with publish and unpublish. */
export function ContentShow(): ReactNode {
  return (
    <Show title="Content" actions={<TopToolbar><ListButton /></TopToolbar>}>
      {/* The list's row (no history) may stand in until the entry itself arrives. */}
      <WithRecord render={(r: Partial<ContentEntryDetail>) => (Array.isArray(r.versions) ? <Editor e={r as ContentEntryDetail} /> : <Loading />)} />
    </Show>
  );
}
