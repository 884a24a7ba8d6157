import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AnalyticsProvider } from '../features/analytics/context/analytics-context';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything app-wide that is not the site itself: the query cache and the analytics data layer
 * (GTM, SPEC §2/§5). The client is passed in so main.tsx, the router's loaders and tests all share
 * one instance.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AnalyticsProvider integration="gtm">{children}</AnalyticsProvider>
    </QueryClientProvider>
  );
}
