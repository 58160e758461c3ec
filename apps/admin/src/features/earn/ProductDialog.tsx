import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { saveProduct } from './api';
import { formProblems, formValues, PRODUCT_FIELDS, productBody, type AnyProduct, type FormValues, type ProductKind } from './productForm';

const KIND_TEXT: Record<ProductKind, string> = { trust: 'trust product', quantify: 'quantify plan', mining: 'mining machine' };

/** Creates (product null) or edits a product of a kind; only the changed fields are sent; the server audits. */
export function ProductDialog({ kind, product, open, onClose, onSaved }: {
  kind: ProductKind; product: AnyProduct | null; open: boolean; onClose: () => void; onSaved: () => void;
}): ReactNode {
  const notify = useNotify();
  const [values, setValues] = useState<FormValues>(() => formValues(kind, product));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (open) { setValues(formValues(kind, product)); setTried(false); } }, [open, kind, product]);
  const creating = product === null;
  const problems = formProblems(kind, values, creating);
  const save = async (): Promise<void> => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const body = productBody(kind, values, creating ? null : formValues(kind, product));
    if (Object.keys(body).length === 0) { onClose(); return; }
    setBusy(true);
    try {
      const saved = await saveProduct(kind, product?.id ?? null, body);
      notify(`${creating ? 'Created' : 'Saved'} ${KIND_TEXT[kind]} #${saved.id}.`, { type: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      notify(messageOf(e, 'The product could not be saved.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth transitionDuration={{ exit: 0 }}>
      <DialogTitle>{creating ? `New ${KIND_TEXT[kind]}` : `Edit ${KIND_TEXT[kind]} #${product.id}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="earn-product-form">
          {!creating && <Alert severity="info">Changes apply to new orders only: every order keeps the terms it was made with. Every change is audited.</Alert>}
          {PRODUCT_FIELDS[kind].map((f) => (
            <TextField key={f.key} label={f.label} size="small" value={values[f.key] ?? ''} multiline={f.kind === 'texts'} minRows={f.kind === 'texts' ? 2 : undefined}
              onChange={(e) => setValues({ ...values, [f.key]: e.target.value })} error={tried && problems[f.key] !== undefined}
              helperText={(tried && problems[f.key]) || f.help || ' '} slotProps={{ htmlInput: { 'data-testid': `earn-field-${f.key}` } }} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="earn-product-save">{creating ? 'Create' : 'Save'}</Button>
      </DialogActions>
    </Dialog>
  );
}
