import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './src/mocks/node';
import { installReactFlowDom } from './src/testing/reactFlowDom';

installReactFlowDom();

// findBy* waits up to 5 s (default 1 s): lazy chunks and MUI render slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Unhandled requests fail loudly: a test must never reach a server nobody described.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Node-environment tests (build tooling) have no DOM to clean up.
  if (typeof window === 'undefined') return;
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
