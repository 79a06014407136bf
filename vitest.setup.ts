import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startFromFreshPage } from './src/testing/freshPage';
import { answerWithMockServer } from './src/testing/mockServer';
import { installReactFlowDom } from './src/testing/reactFlowDom';

installReactFlowDom();
// Runs before each test file: files share the worker's jsdom and modules (vite.config.ts).
startFromFreshPage();

// findBy* waits up to 5 s (default 1 s): lazy chunks and MUI render slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

answerWithMockServer();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
