import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchUpload } from '../api/client';
import { messageOf } from './format';

type ProofState = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'failed'; message: string };

/**
 * A private upload (a deposit's transfer proof) read with the admin token and shown from an object URL, which is
 * released when the page leaves. The server writes each look to the audit log.
 */
export function ProofImage({ url, alt }: { url: string; alt: string }): ReactNode {
  const [state, setState] = useState<ProofState>({ kind: 'loading' });
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    setState({ kind: 'loading' });
    fetchUpload(url).then((blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setState({ kind: 'shown', url: objectUrl });
    }, (e: unknown) => {
      if (live) setState({ kind: 'failed', message: messageOf(e, 'The proof could not be loaded.') });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (state.kind === 'loading') return <Box sx={{ p: 3 }}><CircularProgress size={24} /></Box>;
  if (state.kind === 'failed') return <Alert severity="error">The proof could not be loaded: {state.message}</Alert>;
  return (
    <a href={state.url} target="_blank" rel="noreferrer">
      <Box component="img" src={state.url} alt={alt} data-testid="proof-image"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }} />
    </a>
  );
}
