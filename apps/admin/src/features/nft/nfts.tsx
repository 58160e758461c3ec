import { Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { AdminNftCause, AdminNftItem, Lang } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { createItem, setEnabled, updateItem, uploadImage, type ItemFields } from './api';
import { languagesOf, TextIn } from './texts';

const EMPTY: ItemFields = { cause_id: '', title: {}, story: {}, price: '', edition_size: '', image_upload_id: null };
const fieldsOf = (n: AdminNftItem): ItemFields => ({
  cause_id: String(n.cause_id), title: n.texts.title, story: n.texts.story, price: n.price, edition_size: String(n.edition_size), image_upload_id: n.image_upload_id,
});

/** The charity NFTs and the form that adds, translates or changes one (its image uploaded here). */
export function NftsPanel({ items, causes, lang, run }: {
  items: AdminNftItem[]; causes: AdminNftCause[]; lang: Lang; run: (work: () => Promise<unknown>, done: string) => Promise<boolean>;
}): ReactNode {
  const [editing, setEditing] = useState<number | null>(null);
  const [f, setF] = useState<ItemFields>(EMPTY);
  const [image, setImage] = useState('');
  const reset = () => { setEditing(null); setF(EMPTY); setImage(''); };
  const save = async () => {
    if (await run(() => (editing === null ? createItem(f) : updateItem(editing, f)), editing === null ? 'NFT added.' : 'NFT saved.')) reset();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    await run(async () => { const { id } = await uploadImage(file); setF((x) => ({ ...x, image_upload_id: id })); setImage(file.name); }, 'Image uploaded.');
  };
  return (
    <Stack spacing={1}>
      <Table size="small" data-testid="nft-items">
        <TableHead><TableRow>
          <TableCell>NFT</TableCell><TableCell>Image</TableCell><TableCell>Languages</TableCell><TableCell>Cause</TableCell><TableCell>Price</TableCell>
          <TableCell>Sold</TableCell><TableCell />
        </TableRow></TableHead>
        <TableBody>
          {items.map((n) => (
            <TableRow key={n.id}>
              <TableCell>#{n.id} {n.title}{n.sample ? ' (sample)' : ''}</TableCell>
              <TableCell>{n.image_url ? <img src={n.image_url} alt={n.title} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'}</TableCell>
              <TableCell>{languagesOf(n.texts.title)}</TableCell><TableCell>{n.cause}</TableCell><TableCell>{n.price} {n.asset}</TableCell>
              <TableCell>{n.sold} / {n.edition_size}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => { setEditing(n.id); setF(fieldsOf(n)); setImage(''); }}>Edit</Button>
                <Button size="small" onClick={() => void run(() => setEnabled(n.id, !n.enabled), 'Saved.')}>{n.enabled ? 'Stop sale' : 'Put on sale'}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">{editing === null ? 'New NFT' : `NFT #${editing} (a new price applies to later sales)`}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <TextField select size="small" label="Cause" value={f.cause_id} onChange={(e) => setF({ ...f, cause_id: e.target.value })} sx={{ minWidth: 160 }} disabled={editing !== null}>
          {causes.map((c) => <MenuItem key={c.id} value={String(c.id)}>#{c.id} {c.name}</MenuItem>)}
        </TextField>
        <TextIn label="Title" texts={f.title} lang={lang} onChange={(title) => setF({ ...f, title })} />
        <TextIn label="Story" texts={f.story} lang={lang} onChange={(story) => setF({ ...f, story })} multiline />
        <TextField size="small" label="Price (USDT)" value={f.price} onChange={(e) => setF({ ...f, price: e.target.value })} />
        <TextField size="small" label="Edition size" value={f.edition_size} onChange={(e) => setF({ ...f, edition_size: e.target.value })} />
        <Button component="label" variant="outlined">
          {image || (f.image_upload_id !== null ? 'Replace image' : 'Upload image')}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp" aria-label="NFT image" onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
        <Button variant="contained" onClick={() => void save()}>{editing === null ? 'Add NFT' : 'Save NFT'}</Button>
        {editing !== null && <Button onClick={reset}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
