import { Alert, Box, Stack } from '@mui/material';
import type { AdminNftCause, AdminNftItem, Lang } from '@candor/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { nftCauses, nftItems } from './api';
import { CausesPanel } from './causes';
import { NftsPanel } from './nfts';
import { LanguagePicker } from './texts';

/** Causes and charity NFTs (operator): texts in every language (English required), image, price, edition size, on sale. */
export function NftItemsPage(): ReactNode {
  const notify = useNotify();
  const [causes, setCauses] = useState<AdminNftCause[]>([]);
  const [items, setItems] = useState<AdminNftItem[]>([]);
  const [lang, setLang] = useState<Lang>('en');
  const load = useCallback(() => {
    nftCauses().then(setCauses, (e: unknown) => notify(messageOf(e, 'Causes could not be read.'), { type: 'error' }));
    nftItems().then(setItems, (e: unknown) => notify(messageOf(e, 'NFTs could not be read.'), { type: 'error' }));
  }, [notify]);
  useEffect(load, [load]);
  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    try { await work(); notify(done, { type: 'success' }); load(); return true; } catch (e) { notify(messageOf(e, 'Not saved.'), { type: 'error' }); return false; }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="NFT charity" />
      <Stack spacing={2}>
        <Alert severity="info">Editions are numbered records on this platform, not on-chain tokens. Sales go to the cause's charity account; no screen sets a balance.</Alert>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LanguagePicker lang={lang} onChange={setLang} />
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Write each text in every language you serve; a language left empty shows English.</Box>
        </Stack>
        <CausesPanel causes={causes} lang={lang} run={run} />
        <NftsPanel items={items} causes={causes} lang={lang} run={run} />
      </Stack>
    </Box>
  );
}
