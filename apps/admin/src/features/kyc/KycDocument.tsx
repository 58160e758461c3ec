import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchUpload } from '../../api/client';
import { messageOf } from '../../ui/format';

type DocState = { kind: 'loading' } | { kind: 'shown'; url: string; pdf: boolean } | { kind: 'failed'; message: string };

/**
 * One private KYC document read with the admin token (each look is audited by the server): a picture in place, a PDF
 * as a link that opens it in a new tab. The object URL is released when the page leaves.
 */
export function KycDocument({ url, alt }: { url: string; alt: string }): ReactNode {
  const [state, setState] = useState<DocState>({ kind: 'loading' });
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchUpload(url).then((blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setState({ kind: 'shown', url: objectUrl, pdf: blob.type === 'application/pdf' });
    }, (e: unknown) => {
      if (live) setState({ kind: 'failed', message: messageOf(e, 'The document could not be loaded.') });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (state.kind === 'loading') return <Box sx={{ p: 2 }}><CircularProgress size={22} /></Box>;
  if (state.kind === 'failed') return <Alert severity="error">{state.message}</Alert>;
  if (state.pdf) return <Button variant="outlined" size="small" href={state.url} target="_blank" rel="noreferrer">Open PDF</Button>;
  return (
    <a href={state.url} target="_blank" rel="noreferrer">
      <Box component="img" src={state.url} alt={alt} data-testid="kyc-document"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }} />
    </a>
  );
}
