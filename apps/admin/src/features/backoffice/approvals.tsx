import { Chip, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, Link, List, SelectInput, TextField, usePermissions } from 'react-admin';
import type { ResourceName } from '../../api/types';
import { MonoField, TimeField } from '../../ui/fields';
import { formatDetail } from '../../ui/format';
import { ListError } from '../../ui/moneyFields';
import { approvalColour, subjectPath } from './jobsModel';
import { APPROVAL_STATUSES, type Approval } from './types';

const filters = [
  <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All" choices={APPROVAL_STATUSES.map((s) => ({ id: s, name: s }))}
    sx={{ minWidth: 200 }} />,
];

/** An admin by name and id, as the audit log names them. */
const adminText = (name: string | null, id: number | null): string => (id === null ? '—' : `${name ?? '?'} (#${id})`);

/** The request's subject ("deposit #12"), linked to its review page for a role that opens it. */
function Subject({ a }: { a: Approval }): ReactNode {
  const { permissions } = usePermissions<ResourceName[]>();
  const text = `${a.subject_type} #${a.subject_id}`;
  const path = subjectPath(a, permissions ?? []);
  return path
    ? <MuiLink component={Link} to={path} sx={{ whiteSpace: 'nowrap' }}>{text}</MuiLink>
    : <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>{text}</Typography>;
}

/**
 * The four-eyes requests (maker-checker) of money-moving actions, newest first; pending ones, which wait for a
 * second admin, by default. Read-only: the decisions are taken on the subject's own review page.
 */
export function ApprovalList(): ReactNode {
  return (
    <List title="Approvals" filters={filters} filterDefaultValues={{ status: 'pending' }} exporter={false} perPage={25} empty={false}
      error={<ListError what="approvals" />}>
      <Datagrid bulkActionButtons={false} rowClick={false} size="small">
        <TextField source="id" label="ID" sortable={false} />
        <TimeField source="proposed_at" label="Proposed (UTC)" />
        <MonoField source="action" label="Action" strong />
        <FunctionField label="Subject" render={(a: Approval) => <Subject a={a} />} />
        <FunctionField label="Status" render={(a: Approval) => <Chip size="small" label={a.status} color={approvalColour(a.status)} variant="outlined" />} />
        <FunctionField label="Detail" render={(a: Approval) => (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>{formatDetail(a.detail) || '—'}</Typography>
        )} />
        <FunctionField label="Proposed by" render={(a: Approval) => adminText(a.proposer, a.proposed_by)} />
        <FunctionField label="Decided by" render={(a: Approval) => adminText(a.decider, a.decided_by)} />
        <TimeField source="decided_at" label="Decided (UTC)" />
      </Datagrid>
    </List>
  );
}
