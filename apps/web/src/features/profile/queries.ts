import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { toast } from '../../ui/toast';

/** Returns the demo accounts to the starting balance. */
export function useResetDemo(doneMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('demo/reset'),
    onSuccess: () => {
      toast.success(doneMessage);
      void queryClient.invalidateQueries({ queryKey: ['balances'] });
    },
  });
}
