import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { C2cSettings } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { saveSettings, settings } from './api';
import { useLoad } from './useLoad';

function Form({ s, onSaved }: { s: C2cSettings; onSaved: () => void }): ReactNode {
  const notify = useNotify();
  const [f, setF] = useState({ bond_amount: s.bond_amount, appeal_threshold: s.appeal_threshold, daily_cancel_limit: String(s.daily_cancel_limit) });
  const save = async () => {
    try {
      await saveSettings(f);
      notify('C2C settings saved.', { type: 'success' });
      onSaved();
    } catch (e) {
      notify(messageOf(e, 'The settings were not saved.'), { type: 'error' });
    }
  };
  const field = (key: keyof typeof f, label: string) => (
    <TextField size="small" label={label} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {field('bond_amount', `Merchant bond (${s.bond_asset})`)}
      {field('appeal_threshold', 'Two admins above (fiat)')}
      {field('daily_cancel_limit', 'Cancels a day before a pause')}
      <Button variant="contained" onClick={() => void save()}>Save</Button>
    </Stack>
  );
}

/** The bond a merchant locks, the appeal amount above which two admins decide, the daily cancel limit. */
export function SettingsPage(): ReactNode {
  const s = useLoad(settings, 'The settings');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="C2C settings" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>A new bond amount applies to merchants who lock their bond from now on.</Typography>
      {s.error && <Alert severity="error">{s.error}</Alert>}
      {s.data && <Form key={`${s.data.bond_amount}/${s.data.appeal_threshold}/${s.data.daily_cancel_limit}`} s={s.data} onSaved={s.reload} />}
    </Box>
  );
}
