import { Alert, Card, CardContent, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Datagrid, FunctionField, Link, List, SelectInput, TextField } from 'react-admin';
import { digits, MonoField, TimeField } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { ListError } from '../../ui/moneyFields';
import { scheduledJobs } from './api';
import { durationText, runColour, scheduleText } from './jobsModel';
import { JOB_RUN_STATUSES, type JobRecord, type JobRun } from './types';

/** The registered jobs, read once per visit; an error is shown in their place. */
function useScheduledJobs(): { jobs: JobRecord[] | null; error: string | null } {
  const [state, setState] = useState<{ jobs: JobRecord[] | null; error: string | null }>({ jobs: null, error: null });
  useEffect(() => {
    let live = true;
    scheduledJobs().then(
      (jobs) => { if (live) setState({ jobs, error: null }); },
      (e: unknown) => { if (live) setState({ jobs: null, error: messageOf(e, 'unknown error') }); },
    );
    return () => { live = false; };
  }, []);
  return state;
}

/** The list's URL filtered to one job's runs (react-admin keeps a list's filter in its query string). */
const runsOf = (job: string): string => `/jobs?${new URLSearchParams({ filter: JSON.stringify({ job }) }).toString()}`;

/** What the scheduler runs and how often; a name filters the runs below to that job. */
function Schedules({ jobs, error }: { jobs: JobRecord[] | null; error: string | null }): ReactNode {
  return (
    <Card sx={{ mt: 2 }} data-testid="job-schedules">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">Scheduled jobs</Typography>
        <Typography variant="body2" color="text.secondary">
          Each job runs once per period, on one server, retried with a growing wait when it fails; after its last attempt a run is dead.
        </Typography>
      </CardContent>
      {error && <Alert severity="error" sx={{ m: 2 }}>The jobs could not be read: {error}</Alert>}
      {jobs && (
        <Table size="small" aria-label="Scheduled jobs">
          <TableHead><TableRow><TableCell>Job</TableCell><TableCell>Schedule</TableCell><TableCell>Registered (UTC)</TableCell></TableRow></TableHead>
          <TableBody>
            {jobs.map((j) => (
              <TableRow key={j.name}>
                <TableCell><MuiLink component={Link} to={runsOf(j.name)} sx={{ fontFamily: 'monospace', fontWeight: 700 }} title="Show its runs">{j.name}</MuiLink></TableCell>
                <TableCell>{scheduleText(j.schedule)}</TableCell>
                <TableCell sx={digits}>{formatTime(j.registered_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/** A run's outcome: what it answered, or its error in red with when it is tried again. */
function Outcome({ run }: { run: JobRun }): ReactNode {
  if (!run.error) return <Typography variant="body2" component="span" color="text.secondary">{run.result ?? '—'}</Typography>;
  return (
    <Typography variant="body2" component="span" color="error" sx={{ display: 'block', maxWidth: 380, overflowWrap: 'anywhere' }}>
      {run.error}
      {run.next_attempt_at !== null && <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>next attempt {formatTime(run.next_attempt_at)}</Typography>}
    </Typography>
  );
}

const statusChoices = JOB_RUN_STATUSES.map((s) => ({ id: s, name: s }));

/** The scheduler: the registered jobs, then their runs, newest first, filtered by job and status. */
export function JobList(): ReactNode {
  const { jobs, error } = useScheduledJobs();
  const filters = [
    <SelectInput key="job" source="job" label="Job" alwaysOn emptyText="All" choices={(jobs ?? []).map((j) => ({ id: j.name, name: j.name }))} sx={{ minWidth: 260 }} />,
    <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All" choices={statusChoices} sx={{ minWidth: 160 }} />,
  ];
  return (
    <>
      <Schedules jobs={jobs} error={error} />
      <List title="Jobs" filters={filters} exporter={false} perPage={25} empty={false} error={<ListError what="job runs" />}>
        <Datagrid bulkActionButtons={false} rowClick={false} size="small">
          <MonoField source="job" label="Job" strong />
          <TimeField source="period" label="Period (UTC)" />
          <FunctionField label="Status" render={(r: JobRun) => <Chip size="small" label={r.status} color={runColour(r.status)} variant="outlined" />} />
          <TextField source="attempt" label="Attempt" sortable={false} />
          <TimeField source="started_at" label="Started (UTC)" />
          <FunctionField label="Took" render={(r: JobRun) => <Typography variant="body2" component="span" sx={digits}>{durationText(r) || '—'}</Typography>} />
          <FunctionField label="Result" render={(r: JobRun) => <Outcome run={r} />} />
          <MonoField source="node" label="Node" />
        </Datagrid>
      </List>
    </>
  );
}
