import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';

/**
 * Answers the current test file's requests with the msw server built from the mock handlers;
 * a request nobody described fails the test loudly, so no test ever reaches a real server.
 * Component tests get it from `vitest.setup.ts`; a logic test in plain Node that calls the API
 * (the mock handlers' own tests) calls this at its top.
 */
export function answerWithMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
