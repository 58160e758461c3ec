import { Alert, Box, Button, Card, CardContent, Stack, Tab, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Tabs, TextField, Typography } from '@mui/material';
import type { AdminLoan, LoanAccount } from '@candor/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { userText } from '../../ui/user';
import { approveLoan, LOAN_PAGE_SIZES, loanAccount, loansOf, rejectLoan, saveLimits, type LoanView } from './api';

function Figures({ a }: { a: LoanAccount }): ReactNode {
  const cards: [string, string, string][] = [
    ['Loan account (can lend)', `${showAmount(a.balance)} USDT`, 'loans-balance'],
    ['Outstanding principal', `${showAmount(a.outstanding_principal)} USDT`, 'loans-outstanding'],
    ['Interest receivable', `${showAmount(a.interest_receivable)} USDT`, 'loans-receivable'],
    ['Interest received', `${showAmount(a.interest_received)} USDT`, 'loans-received'],
    ['Open loans', String(a.active), 'loans-active'],
    ['Overdue', `${a.overdue}: ${showAmount(a.overdue_principal)} principal, ${showAmount(a.overdue_owed)} owed`, 'loans-overdue'],
    ['Awaiting approval', `${a.pending}: ${showAmount(a.pending_amount)} USDT`, 'loans-pending'],
  ];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {cards.map(([label, value, id]) => (
        <Card key={id} variant="outlined" sx={{ minWidth: 200 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">{label}</Typography>
            <Typography variant="h6" sx={digits} data-testid={id}>{value}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Limits({ a, onSaved }: { a: LoanAccount; onSaved: (a: LoanAccount) => void }): ReactNode {
  const notify = useNotify();
  const [f, setF] = useState({ basic_limit: a.basic_limit, advanced_limit: a.advanced_limit, approval_threshold: a.approval_threshold });
  const save = async () => {
    try {
      onSaved(await saveLimits(f));
      notify('Limits saved; they apply to every user of the level.', { type: 'success' });
    } catch (e) {
      notify(messageOf(e, 'The limits were not saved.'), { type: 'error' });
    }
  };
  const field = (key: keyof typeof f, label: string) => (
    <TextField size="small" label={label} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {field('basic_limit', 'Limit, basic KYC (USDT)')}
      {field('advanced_limit', 'Limit, advanced KYC (USDT)')}
      {field('approval_threshold', 'Two admins above (USDT)')}
      <Button variant="contained" onClick={() => void save()} data-testid="loans-save-limits">Save limits</Button>
    </Stack>
  );
}

function Rows({ view, items, onDone }: { view: LoanView; items: AdminLoan[]; onDone: () => void }): ReactNode {
  const notify = useNotify();
  const act = async (work: () => Promise<string>) => {
    try {
      notify(await work(), { type: 'success' });
      onDone();
    } catch (e) {
      notify(messageOf(e, 'The loan was not changed.'), { type: 'error' });
    }
  };
  const approve = (l: AdminLoan) => act(async () => ((await approveLoan(l.id)).disbursed ? `Loan #${l.id} approved and paid out.` : `Loan #${l.id}: your approval is recorded; a second finance admin approves.`));
  const reject = (l: AdminLoan) => {
    const reason = window.prompt(`Refuse loan #${l.id}: the reason the user sees`);
    if (reason?.trim()) void act(async () => { await rejectLoan(l.id, reason.trim()); return `Loan #${l.id} refused.`; });
  };
  if (items.length === 0) return <Alert severity="info">{view === 'overdue' ? 'No loan is overdue.' : view === 'pending' ? 'No application waits for approval.' : 'No loans yet.'}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={`loans-${view}`}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell><TableCell>User</TableCell><TableCell>Product</TableCell><TableCell align="right">Principal</TableCell>
            <TableCell align="right">Outstanding</TableCell><TableCell align="right">Interest due</TableCell><TableCell>Status</TableCell><TableCell>Due</TableCell><TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((l) => (
            <TableRow key={l.id} data-loan={l.id}>
              <TableCell>{l.id}</TableCell>
              <TableCell>{userText(l)}</TableCell>
              <TableCell>{l.product} ({l.daily_rate}%/day, penalty {l.penalty_rate}%)</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(l.principal)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(l.outstanding)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(l.interest_due)}</TableCell>
              <TableCell>{l.overdue ? 'overdue' : l.status}{l.first_approved_by !== null && l.status === 'pending' ? ' (1 of 2 approvals)' : ''}</TableCell>
              <TableCell>{l.due_at === null ? '—' : formatTime(l.due_at)}</TableCell>
              <TableCell>
                {l.status === 'pending' && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="contained" onClick={() => void approve(l)} data-testid="loan-approve">Approve</Button>
                    <Button size="small" color="error" onClick={() => reject(l)} data-testid="loan-reject">Refuse</Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The loans section: the loan account's figures and limits, then applications, overdue loans and every loan. */
export function LoansPage(): ReactNode {
  const [account, setAccount] = useState<LoanAccount | null>(null);
  const [view, setView] = useState<LoanView>('pending');
  const [list, setList] = useState<{ total: number; items: AdminLoan[] } | null>(null);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    Promise.all([loanAccount(), loansOf(view, page + 1, perPage)])
      .then(([a, l]) => { setAccount(a); setList(l); setError(null); }, (e: unknown) => setError(messageOf(e, 'Loans could not be read.')));
  }, [view, page, perPage]);
  useEffect(load, [load]);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Loans" />
      {error && <Alert severity="error">{error}</Alert>}
      {account && (
        <Stack spacing={2}>
          <Figures a={account} />
          <Limits key={`${account.basic_limit}/${account.advanced_limit}/${account.approval_threshold}`} a={account} onSaved={setAccount} />
        </Stack>
      )}
      <Tabs value={view} onChange={(_, v: LoanView) => { setView(v); setPage(0); }} sx={{ my: 2 }}>
        <Tab value="pending" label="Applications" data-testid="loans-tab-pending" />
        <Tab value="overdue" label="Overdue" data-testid="loans-tab-overdue" />
        <Tab value="all" label="All loans" data-testid="loans-tab-all" />
      </Tabs>
      {list && <Rows view={view} items={list.items} onDone={load} />}
      {list && list.total > 0 && (
        <TablePagination component="div" count={list.total} page={page} rowsPerPage={perPage} rowsPerPageOptions={[...LOAN_PAGE_SIZES]}
          onPageChange={(_, p: number) => setPage(p)} onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }} data-testid="loans-pagination" />
      )}
    </Box>
  );
}
