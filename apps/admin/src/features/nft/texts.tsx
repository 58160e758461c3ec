import { MenuItem, TextField } from '@mui/material';
import { LANGS, type Lang } from '@candor/shared';
import type { ReactNode } from 'react';
import type { Texts } from './api';

/** The language the operator writes in; a language left empty shows English to its users. */
export function LanguagePicker({ lang, onChange }: { lang: Lang; onChange: (l: Lang) => void }): ReactNode {
  return (
    <TextField select size="small" label="Texts in" value={lang} onChange={(e) => onChange(e.target.value as Lang)} sx={{ minWidth: 120 }}>
      {LANGS.map((l) => <MenuItem key={l} value={l}>{l}</MenuItem>)}
    </TextField>
  );
}

/** One text field of a per-language map, showing and editing the chosen language. */
export function TextIn({ label, texts, lang, onChange, multiline }: {
  label: string; texts: Texts; lang: Lang; onChange: (t: Texts) => void; multiline?: boolean;
}): ReactNode {
  return (
    <TextField size="small" label={`${label} (${lang})`} value={texts[lang] ?? ''} multiline={multiline ?? false} minRows={multiline ? 2 : undefined}
      placeholder={lang === 'en' ? 'required' : texts.en ?? ''} onChange={(e) => onChange({ ...texts, [lang]: e.target.value })} sx={{ minWidth: 220 }} />
  );
}

/** The languages that have a text, for the tables. */
export const languagesOf = (t: Texts): string => Object.keys(t).filter((k) => (t[k] ?? '').trim() !== '').join(' ');
