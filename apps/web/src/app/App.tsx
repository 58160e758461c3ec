import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { ApiError } from '../api/http';
import { ErrorBoundary } from './ErrorBoundary';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { AppPage, NavigatorBridge } from './router';

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

/** The frame and the current page; a failure of the frame itself still shows the error screen, never a blank page. */
function Shell() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <RootLayout><AppPage /></RootLayout>
    </ErrorBoundary>
  );
}

export function App() {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigatorBridge />
        <Shell />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

export { makeQueryClient };
