import { blockNetwork } from './src/testing/networkGuard';

// Logic tests in plain Node load neither the DOM kit nor the mock server: those imports cost
// about a second a file, and most logic tests call no API (those that do call
// `answerWithMockServer()`). A logic test that asks for a DOM (`@vitest-environment jsdom`)
// gets the component tests' setup whole.
if (typeof window === 'undefined') blockNetwork();
else await import('./vitest.setup');
