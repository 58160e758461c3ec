import { Alert, Box, Button, Card, CardContent, Chip, FormControlLabel, MenuItem, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { LANGS, type FaqAdmin, type FaqArticleAdmin, type Lang } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { formatTime, messageOf } from '../../ui/format';
import { createArticle, createCategory, faq, saveText, updateArticle, updateCategory } from './api';
import { usePolled } from './useLoad';

type Run = (what: string, call: () => Promise<FaqAdmin>) => Promise<boolean>;

function CategoryForm({ run, faqData }: { run: Run; faqData: FaqAdmin }): ReactNode {
  const [id, setId] = useState<number | ''>('');
  const [lang, setLang] = useState<Lang>('en');
  const [name, setName] = useState('');
  const [sort, setSort] = useState('0');
  const current = faqData.categories.find((c) => c.id === id);
  const pick = (v: number | '', l: Lang = lang) => {
    setId(v);
    const c = faqData.categories.find((x) => x.id === v);
    setName(c?.names[l] ?? '');
    setSort(String(c?.sort ?? 0));
  };
  const submit = async () => {
    const names = { ...(current?.names ?? {}), [lang]: name };
    const ok = await run('save the category', () => (id === '' ? createCategory(Number(sort) || 0, names) : updateCategory(id, Number(sort) || 0, names)));
    if (ok && id === '') setName('');
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }} data-testid="faq-category-form">
      <TextField select size="small" label="Category" value={id} onChange={(e) => pick(e.target.value === '' ? '' : Number(e.target.value))} sx={{ width: 240, flex: 'none' }}>
        <MenuItem value="">New category</MenuItem>
        {faqData.categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.names['en'] ?? `#${c.id}`}</MenuItem>)}
      </TextField>
      <TextField select size="small" label="Language" value={lang} onChange={(e) => { const l = e.target.value as Lang; setLang(l); setName(current?.names[l] ?? ''); }} sx={{ width: 110, flex: 'none' }}>
        {LANGS.map((l) => <MenuItem key={l} value={l}>{l}</MenuItem>)}
      </TextField>
      <TextField size="small" label="Name" sx={{ flex: 1 }} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField size="small" label="Order" value={sort} onChange={(e) => setSort(e.target.value)} sx={{ width: 90, flex: 'none' }} />
      <Button sx={{ flex: 'none' }} variant="contained" onClick={() => void submit()} disabled={!name.trim() && lang === 'en'}>{id === '' ? 'Add' : 'Save'}</Button>
    </Stack>
  );
}

function ArticleEditor({ a, faqData, run }: { a: FaqArticleAdmin; faqData: FaqAdmin; run: Run }): ReactNode {
  const [lang, setLang] = useState<Lang>('en');
  const text = a.texts.find((t) => t.lang === lang);
  const [title, setTitle] = useState(text?.title ?? '');
  const [body, setBody] = useState(text?.body ?? '');
  const [category, setCategory] = useState(a.category_id);
  const [sort, setSort] = useState(String(a.sort));
  const switchLang = (l: Lang) => {
    setLang(l);
    const t = a.texts.find((x) => x.lang === l);
    setTitle(t?.title ?? '');
    setBody(t?.body ?? '');
  };
  return (
    <Card variant="outlined" data-testid="faq-article-editor">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">Article #{a.id} {a.sample && <Chip size="small" color="warning" label="sample" />}</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
            <TextField select size="small" label="Category" value={category} onChange={(e) => setCategory(Number(e.target.value))} sx={{ minWidth: 200 }}>
              {faqData.categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.names['en'] ?? `#${c.id}`}</MenuItem>)}
            </TextField>
            <TextField size="small" label="Order" value={sort} onChange={(e) => setSort(e.target.value)} sx={{ width: 90 }} />
            <FormControlLabel control={<Switch checked={a.published} onChange={(e) => void run(e.target.checked ? 'publish it' : 'withdraw it', () => updateArticle(a.id, category, Number(sort) || 0, e.target.checked))} />}
              label={a.published ? 'Published' : 'Not published'} />
            <Button size="small" onClick={() => void run('move it', () => updateArticle(a.id, category, Number(sort) || 0, a.published))}>Save place</Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            {LANGS.map((l) => {
              const has = a.texts.some((t) => t.lang === l);
              return <Chip key={l} size="small" label={l} color={l === lang ? 'primary' : has ? 'success' : 'default'} variant={l === lang ? 'filled' : 'outlined'} onClick={() => switchLang(l)} />;
            })}
          </Stack>
          {!text && lang !== 'en' && <Alert severity="info">No {lang} text: readers of {lang} see the English one.</Alert>}
          <TextField size="small" label={`Title (${lang})`} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label={`Text (${lang}, HTML)`} multiline minRows={6} value={body} onChange={(e) => setBody(e.target.value)}
            helperText="Paragraphs, lists, links, tables and the site's content images; scripts, styles and other hosts' images are removed on save." />
          {text && <Typography variant="caption" color="text.secondary">Saved {formatTime(text.updated_at)}</Typography>}
          <Box><Button variant="contained" disabled={!title.trim() || !body.trim()} onClick={() => void run('save the text', () => saveText(a.id, lang, title, body))}>Save {lang}</Button></Box>
          {body && <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}><Typography variant="caption" color="text.secondary">Preview (as saved)</Typography>
            <Box sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: text?.body ?? '' }} /></Box>}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The help centre's FAQ: categories (a name per language) and articles (a text per language, published or not). */
export function FaqPage(): ReactNode {
  const notify = useNotify();
  const { data, error, reload } = usePolled(faq, 'faq', null);
  const [current, setCurrent] = useState<FaqAdmin | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [newCategory, setNewCategory] = useState<number | ''>('');
  const shown = current ?? data;
  const run: Run = async (what, call) => {
    try {
      setCurrent(await call());
      notify('Saved.', { type: 'success' });
      return true;
    } catch (e) {
      notify(messageOf(e, `Could not ${what}.`), { type: 'error' });
      reload();
      return false;
    }
  };
  if (error) return <Alert severity="error">The FAQ could not be loaded: {error}</Alert>;
  if (!shown) return null;
  const nameOf = (id: number) => shown.categories.find((c) => c.id === id)?.names['en'] ?? `#${id}`;
  const titleOf = (a: FaqArticleAdmin) => (a.texts.find((t) => t.lang === 'en') ?? a.texts[0])?.title;
  const article = shown.articles.find((a) => a.id === open);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Help centre FAQ" />
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Users see published articles in their language, else in English. Bodies are sanitised on save like news.
        </Typography>
        <CategoryForm run={run} faqData={shown} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField select size="small" label="New article in" value={newCategory} onChange={(e) => setNewCategory(e.target.value === '' ? '' : Number(e.target.value))} sx={{ width: 240 }}>
            {shown.categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.names['en'] ?? `#${c.id}`}</MenuItem>)}
          </TextField>
          <Button variant="outlined" sx={{ whiteSpace: 'nowrap' }} disabled={newCategory === ''} onClick={() => void run('add an article', async () => {
            const after = await createArticle(Number(newCategory), 0, false);
            setOpen(after.articles.reduce((m, a) => Math.max(m, a.id), 0));
            return after;
          })}>Add article</Button>
        </Stack>
        <Table size="small" data-testid="faq-articles">
          <TableHead><TableRow><TableCell>#</TableCell><TableCell>Category</TableCell><TableCell>Title (en)</TableCell><TableCell>Languages</TableCell><TableCell>State</TableCell><TableCell>Updated</TableCell></TableRow></TableHead>
          <TableBody>
            {shown.articles.length === 0 && <TableRow><TableCell colSpan={6}>No article yet.</TableCell></TableRow>}
            {shown.articles.map((a) => (
              <TableRow key={a.id} hover selected={a.id === open} onClick={() => setOpen(a.id)} sx={{ cursor: 'pointer' }}>
                <TableCell>{a.id}</TableCell><TableCell>{nameOf(a.category_id)}</TableCell><TableCell>{titleOf(a) ?? <em>no text yet</em>}</TableCell>
                <TableCell>{a.texts.map((t) => t.lang).join(', ')}</TableCell>
                <TableCell>{a.published ? <Chip size="small" color="success" label="published" /> : <Chip size="small" label="draft" />}{a.sample && <Chip size="small" color="warning" label="sample" sx={{ ml: 0.5 }} />}</TableCell>
                <TableCell>{formatTime(a.updated_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {article && <ArticleEditor key={`${article.id}.${article.updated_at}`} a={article} faqData={shown} run={run} />}
      </Stack>
    </Box>
  );
}
