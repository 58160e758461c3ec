import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/http';
import { registerNavigator } from './navigation';
import { createAppRouter } from './router';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // The client already toasted the failure; a 999 or a refused request will not get better by retrying.
        retry: (count, error) => count < 1 && error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(createAppRouter);
  useEffect(() => {
    registerNavigator((to, options) => void router.navigate(to, options));
    return () => router.dispose();
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

export { makeQueryClient };
