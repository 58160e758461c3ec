import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, usePermissions } from 'react-admin';
import type { ResourceName } from '../../api/types';

const about: Record<ResourceName, string> = {
  users: 'Users: every account, searchable by username, email, phone or invite code.',
  outbox: 'Code outbox: the SMS and email messages the platform sent, codes included.',
  audit: 'Audit log: every admin action, reads of sensitive lists included.',
  admins: 'Admins: back-office accounts, their roles and second factor.',
  deposits: 'Deposits: the review queue of deposit requests, with their transfer proofs; approve or reject.',
  withdrawals: 'Withdrawals: the review queue of withdrawal requests; pay out or reject.',
  coins: 'Coins: deposit and withdrawal switches, minimums, fees, review thresholds and deposit addresses.',
  statements: "Statements: a user's ledger lines and current balances.",
  liabilities: 'Liabilities: proof of liabilities, user balances against platform accounts, and the journal check.',
  fiat_rates: 'Fiat rates: the rates of the fiat swap and whether each currency is offered.',
};

/** The landing page: who is signed in and what this role may open. */
export function Dashboard(): ReactNode {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<ResourceName[]>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Candor back office" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your role opens the sections below. Every action you take here, including what you look at, is written to the audit log.
        </Typography>
        <Stack spacing={1} component="ul" sx={{ pl: 2, m: 0 }}>
          {(permissions ?? []).map((r) => <Typography component="li" key={r}>{about[r]}</Typography>)}
        </Stack>
      </CardContent>
    </Card>
  );
}
