import AssignmentIcon from '@mui/icons-material/Assignment';
import BalanceIcon from '@mui/icons-material/Balance';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DepositIcon from '@mui/icons-material/SouthWest';
import WithdrawalIcon from '@mui/icons-material/NorthEast';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TollIcon from '@mui/icons-material/Toll';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { ReactNode } from 'react';
import { Admin, Resource } from 'react-admin';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import type { ResourceName } from './api/types';
import { LoginPage } from './features/backoffice/login/LoginPage';
import { AdminCreate, AdminList } from './features/backoffice/admins';
import { AuditList } from './features/backoffice/audit';
import { CoinEdit, CoinList } from './features/coins/coins';
import { DepositList, DepositShow } from './features/deposits/deposits';
import { FiatRateEdit, FiatRateList } from './features/swap/fiatRates';
import { LiabilitiesPage } from './features/wallet/liabilities';
import { StatementList } from './features/wallet/statements';
import { WithdrawalList, WithdrawalShow } from './features/withdrawals/withdrawals';
import { OutboxList } from './features/codes/outbox';
import { UserList } from './features/users/users';
import { Dashboard } from './features/backoffice/Dashboard';
import { theme } from './ui/theme';

/** Each resource with its menu entry; which ones appear comes from the role (admin/me answers them). */
const resources: Record<ResourceName, ReactNode> = {
  users: <Resource key="users" name="users" options={{ label: 'Users' }} list={UserList} icon={PeopleIcon} />,
  outbox: <Resource key="outbox" name="outbox" options={{ label: 'Code outbox' }} list={OutboxList} icon={MarkEmailReadIcon} />,
  audit: <Resource key="audit" name="audit" options={{ label: 'Audit log' }} list={AuditList} icon={AssignmentIcon} />,
  admins: <Resource key="admins" name="admins" options={{ label: 'Admins' }} list={AdminList} create={AdminCreate} icon={SupervisorAccountIcon} />,
  deposits: <Resource key="deposits" name="deposits" options={{ label: 'Deposits' }} list={DepositList} show={DepositShow} icon={DepositIcon} />,
  withdrawals: <Resource key="withdrawals" name="withdrawals" options={{ label: 'Withdrawals' }} list={WithdrawalList} show={WithdrawalShow} icon={WithdrawalIcon} />,
  coins: <Resource key="coins" name="coins" options={{ label: 'Coins' }} list={CoinList} edit={CoinEdit} icon={TollIcon} />,
  statements: <Resource key="statements" name="statements" options={{ label: 'Statements' }} list={StatementList} icon={ReceiptLongIcon} />,
  liabilities: <Resource key="liabilities" name="liabilities" options={{ label: 'Liabilities' }} list={LiabilitiesPage} icon={BalanceIcon} />,
  fiat_rates: <Resource key="fiat_rates" name="fiat_rates" options={{ label: 'Fiat rates' }} list={FiatRateList} edit={FiatRateEdit} icon={CurrencyExchangeIcon} />,
};

export function App(): ReactNode {
  return (
    <Admin title="Candor back office" dataProvider={dataProvider} authProvider={authProvider} loginPage={LoginPage}
      dashboard={Dashboard} theme={theme} requireAuth disableTelemetry>
      {(permissions: ResourceName[] | undefined) => (permissions ?? []).map((name) => resources[name])}
    </Admin>
  );
}
