import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';

/** Every market and its precision (currency/productList): they change only with a deployment. */
export function useProducts() {
  return useQuery({
    queryKey: ['currency/productList'],
    queryFn: () => api.get('currency/productList', undefined, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
