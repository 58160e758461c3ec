import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Button, Confirm, Create, CreateButton, Datagrid, FunctionField, List, SelectInput, SimpleForm, TextField, TextInput,
  TopToolbar, required, useNotify, useRecordContext, useRedirect, useRefresh,
} from 'react-admin';
import { resetAdmin } from './api';
import { ADMIN_ROLES, type AdminView, type AdminWithPassword } from './types';
import { TagField, TimeField, YesNoField } from '../../ui/fields';
import { messageOf } from '../../ui/format';

/** Shows a one-time password once, with what to do with it. */
function OneTimePassword({ shown, onClose }: { shown: AdminWithPassword | null; onClose: () => void }): ReactNode {
  return (
    <Dialog open={shown !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>One-time password for {shown?.admin.username}</DialogTitle>
      <DialogContent>
        <Typography data-testid="one-time-password" sx={{ fontFamily: 'monospace', fontSize: 20, bgcolor: 'grey.100', p: 1.5, borderRadius: 1, my: 1 }}>
          {shown?.password}
        </Typography>
        <Alert severity="info">
          Shown once. Hand it over through a safe channel. At first sign-in {shown?.admin.username} sets up an authenticator app and chooses a new password.
        </Alert>
      </DialogContent>
      <DialogActions><MuiButton onClick={onClose} variant="contained">Done</MuiButton></DialogActions>
    </Dialog>
  );
}

function ResetButton(): ReactNode {
  const record = useRecordContext<AdminView>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<AdminWithPassword | null>(null);
  if (!record) return null;
  const confirm = async (): Promise<void> => {
    setAsking(false);
    try {
      setShown(await resetAdmin(record.id));
      refresh();
    } catch (e) {
      notify(messageOf(e, 'The reset failed.'), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="Reset" onClick={() => setAsking(true)}><LockResetIcon /></Button>
      <Confirm isOpen={asking} title={`Reset ${record.username}?`} onClose={() => setAsking(false)} onConfirm={() => void confirm()}
        content="A new one-time password replaces the current one, the authenticator is cleared and every session of this admin ends." />
      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </>
  );
}

/** Back-office accounts (superadmin only). */
export function AdminList(): ReactNode {
  return (
    <List exporter={false} perPage={25} title="Admins" actions={<TopToolbar><CreateButton label="New admin" /></TopToolbar>}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="id" label="ID" sortable={false} />
        <TextField source="username" label="Username" sortable={false} />
        <TagField source="role" label="Role" />
        <YesNoField source="totp_enabled" label="Authenticator" />
        <YesNoField source="must_change_password" label="One-time password" />
        <FunctionField label="Created by" render={(r: Record<string, unknown>) => (r['created_by'] ? `#${String(r['created_by'])}` : 'first start')} />
        <TimeField source="created_at" label="Created (UTC)" />
        <TimeField source="last_login_at" label="Last sign-in (UTC)" />
        <ResetButton />
      </Datagrid>
    </List>
  );
}

const roleChoices = ADMIN_ROLES.map((r) => ({ id: r, name: r }));

export function AdminCreate(): ReactNode {
  const redirect = useRedirect();
  const [shown, setShown] = useState<AdminWithPassword | null>(null);
  const onSuccess = (data: AdminView & { password: string }): void => {
    const { password, ...admin } = data;
    setShown({ admin, password });
  };
  return (
    <>
      <Create title="New admin" redirect={false} mutationOptions={{ onSuccess }}>
        <SimpleForm>
          <TextInput source="username" label="Username" validate={required()} helperText="3 to 32 letters, digits, dots, dashes or underscores" />
          <SelectInput source="role" label="Role" choices={roleChoices} validate={required()} />
        </SimpleForm>
      </Create>
      <OneTimePassword shown={shown} onClose={() => { setShown(null); redirect('list', 'admins'); }} />
    </>
  );
}
