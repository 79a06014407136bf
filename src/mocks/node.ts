import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** The msw server used by unit tests. */
export const server = setupServer(...createHandlers());
