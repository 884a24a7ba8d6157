import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureApiClient } from './lib/api/configure-api-client';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here.
// Each test also starts with a browser without cookies (a session hint of one test must not sign
// the next one in).
afterEach(() => {
  cleanup();
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// Routes are lazy chunks: on a busy two-core CI machine their first import can take several
// seconds, far past Testing Library's 1 s default for findBy/waitFor. Waiting longer costs a
// passing test nothing; vite.config.mts keeps each test's own timeout above this one.
configure({ asyncUtilTimeout: 15_000 });

// The generated client as the app configures it (main.tsx): SPEC §7's retry rule, ApiError.
configureApiClient();
