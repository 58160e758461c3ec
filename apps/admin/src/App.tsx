import AssignmentIcon from '@mui/icons-material/Assignment';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { ReactNode } from 'react';
import { Admin, Resource } from 'react-admin';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import type { ResourceName } from './api/types';
import { LoginPage } from './login/LoginPage';
import { AdminCreate, AdminList } from './resources/admins';
import { AuditList } from './resources/audit';
import { OutboxList } from './resources/outbox';
import { UserList } from './resources/users';
import { Dashboard } from './ui/Dashboard';
import { theme } from './ui/theme';

/** Each resource with its menu entry; which ones appear comes from the role (admin/me answers them). */
const resources: Record<ResourceName, ReactNode> = {
  users: <Resource key="users" name="users" options={{ label: 'Users' }} list={UserList} icon={PeopleIcon} />,
  outbox: <Resource key="outbox" name="outbox" options={{ label: 'Code outbox' }} list={OutboxList} icon={MarkEmailReadIcon} />,
  audit: <Resource key="audit" name="audit" options={{ label: 'Audit log' }} list={AuditList} icon={AssignmentIcon} />,
  admins: <Resource key="admins" name="admins" options={{ label: 'Admins' }} list={AdminList} create={AdminCreate} icon={SupervisorAccountIcon} />,
};

export function App(): ReactNode {
  return (
    <Admin title="Candor back office" dataProvider={dataProvider} authProvider={authProvider} loginPage={LoginPage}
      dashboard={Dashboard} theme={theme} requireAuth disableTelemetry>
      {(permissions: ResourceName[] | undefined) => (permissions ?? []).map((name) => resources[name])}
    </Admin>
  );
}
