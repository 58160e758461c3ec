import type { AdminLoan, LoanAccount, LoanApproveOutcome, LoanProduct } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

/** The loans section reads its own figures (account, lists); react-admin only lists the products. */
export type LoanView = 'pending' | 'overdue' | 'all';

export const loanAccount = (): Promise<LoanAccount> => apiCall('GET', 'admin/loans/account');
export const saveLimits = (body: { basic_limit: string; advanced_limit: string; approval_threshold: string }): Promise<LoanAccount> =>
  apiCall('POST', 'admin/loans/settings', { body });

/** Rows per page the loans lists offer (the server caps a page at 100). */
export const LOAN_PAGE_SIZES = [25, 50, 100] as const;

export async function loansOf(view: LoanView, page: number, limit = 50): Promise<{ total: number; items: AdminLoan[] }> {
  const query = view === 'pending' ? { status: 'pending' as const, page, limit } : view === 'overdue' ? { overdue: '1' as const, page, limit } : { page, limit };
  return apiCall('GET', 'admin/loans', { query });
}

export const approveLoan = (id: number): Promise<LoanApproveOutcome> => apiCall('POST', `admin/loans/${id}/approve`, { body: {} });
export const rejectLoan = (id: number, reason: string): Promise<AdminLoan> => apiCall('POST', `admin/loans/${id}/reject`, { body: { reason } });

export type ProductFields = { name: string; term_days: string; daily_rate: string; penalty_rate: string; min_amount: string; max_amount: string; enabled: boolean };
export const loanProducts = (): Promise<LoanProduct[]> => apiCall('GET', 'admin/loans/products');
export const createProduct = (f: ProductFields): Promise<LoanProduct> => apiCall('POST', 'admin/loans/products', { body: { ...f } });
export const updateProduct = (id: number, f: ProductFields): Promise<LoanProduct> => apiCall('POST', `admin/loans/products/${id}`, { body: { ...f } });

/** What the loan and product pages read outside react-admin's lists: a total so the menu entry opens its page. */
export const loansData: ResourceData = {
  list: async () => ({ data: [], total: 0 }),
};

export const fieldsOf = (p: LoanProduct): ProductFields => ({
  name: p.name, term_days: String(p.term_days), daily_rate: p.daily_rate, penalty_rate: p.penalty_rate, min_amount: p.min_amount, max_amount: p.max_amount, enabled: p.enabled,
});
