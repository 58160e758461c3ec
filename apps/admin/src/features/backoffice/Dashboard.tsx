import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useResourceDefinitions } from 'react-admin';
import { aboutOf } from '../../ui/section';

/** The landing page: who is signed in and what this role may open (the sections react-admin was given, in menu order). */
export function Dashboard(): ReactNode {
  const { identity } = useGetIdentity();
  const sections = Object.values(useResourceDefinitions());
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Candor back office" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your role opens the sections below. Every action you take here, including what you look at, is written to the audit log.
        </Typography>
        <Stack spacing={1} component="ul" sx={{ pl: 2, m: 0 }}>
          {sections.map((s) => <Typography component="li" key={s.name}>{aboutOf(s.options) ?? s.name}</Typography>)}
        </Stack>
      </CardContent>
    </Card>
  );
}
