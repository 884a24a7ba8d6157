import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here.
afterEach(() => cleanup());

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// Routes are lazy chunks: on a busy two-core CI machine their first import can take longer than
// Testing Library's 1 s default for findBy/waitFor, which made route tests flaky.
configure({ asyncUtilTimeout: 5_000 });
