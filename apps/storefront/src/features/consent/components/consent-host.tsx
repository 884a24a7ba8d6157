import { lazy, Suspense } from 'react';

const ConsentManager = lazy(() => import('./consent-manager'));

/**
 * Where the consent banner and dialog live in the frame. Everything of them loads on demand, after
 * the page's first render: before a choice the page runs no consent code but this, and stores
 * nothing but required storage.
 */
export function ConsentHost() {
  return (
    <Suspense fallback={null}>
      <ConsentManager />
    </Suspense>
  );
}
