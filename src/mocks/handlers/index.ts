import type { RequestHandler } from 'msw';
import { DEFAULT_MOCK_SETTINGS, type MockOptions } from '../mockOptions';
import { activityHandlers } from './activity';
import { botConfigsHandlers } from './botConfigs';
import { botsHandlers } from './bots';
import { configsHandlers } from './configs';
import { conversationsHandlers } from './conversations';
import { dashboardHandlers } from './dashboard';
import { healthHandlers } from './health';
import { keepAliveHandlers } from './keepAlive';
import { meHandlers } from './me';
import { mockControlHandlers } from './mockControl';
import { phoneNumbersHandlers } from './phoneNumbers';
import { recordingsHandlers } from './recordings';
import { speechServicesHandlers } from './speechServices';
import { supportHandlers } from './support';
import { usersHandlers } from './users';

/**
 * The one picture of the server: the dev browser worker, the unit-test server and the e2e mock
 * HTTP server are all built from this list. The /api/v1 handlers implement api/openapi.yaml
 * (checked by tests/contract); `__mock__` controls are mock-only.
 */
export function createHandlers(
  options: MockOptions = { settings: DEFAULT_MOCK_SETTINGS },
): RequestHandler[] {
  return [
    ...configsHandlers(options),
    ...keepAliveHandlers(),
    ...meHandlers(),
    ...botsHandlers(),
    ...activityHandlers(),
    ...dashboardHandlers(),
    ...conversationsHandlers(),
    ...recordingsHandlers(),
    ...usersHandlers(),
    ...supportHandlers(),
    ...healthHandlers(),
    ...botConfigsHandlers(),
    ...speechServicesHandlers(),
    ...phoneNumbersHandlers(),
    ...mockControlHandlers(),
  ];
}
