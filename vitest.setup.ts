import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { answerWithMockServer } from './src/testing/mockServer';
import { installReactFlowDom } from './src/testing/reactFlowDom';

installReactFlowDom();

// findBy* waits up to 5 s (default 1 s): lazy chunks and MUI render slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

answerWithMockServer();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
