import type { RequestHandler } from 'msw';
import { DEFAULT_MOCK_SETTINGS, type MockOptions } from '../mockOptions';
import { activityHandlers } from './activity';
import { apiKeysHandlers } from './apiKeys';
import { botConfigsHandlers } from './botConfigs';
import { botsHandlers } from './bots';
import { configsHandlers } from './configs';
import { conversationLatencyHandlers } from './conversationLatency';
import { conversationsHandlers } from './conversations';
import { dashboardHandlers } from './dashboard';
import { entitiesHandlers } from './entities';
import { flowsHandlers } from './flows';
import { flowTestsHandlers } from './flowTests';
import { healthHandlers } from './health';
import { inboxHandlers } from './inbox';
import { intentsHandlers } from './intents';
import { keepAliveHandlers } from './keepAlive';
import { logsHandlers } from './logs';
import { meHandlers } from './me';
import { modelsHandlers } from './models';
import { nluHandlers } from './nlu';
import { mockControlHandlers } from './mockControl';
import { phoneNumbersHandlers } from './phoneNumbers';
import { platformHandlers } from './platform';
import { recordingsHandlers } from './recordings';
import { simulatorHandlers } from './simulator';
import { apiCallTrialHandlers } from './apiCallTrials';
import { speechServicesHandlers } from './speechServices';
import { supportHandlers } from './support';
import { trainingDataHandlers } from './trainingData';
import { trainingJobsHandlers } from './trainingJobs';
import { usersHandlers } from './users';
import { webhooksHandlers } from './webhooks';

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
    ...platformHandlers(),
    ...logsHandlers(),
    ...conversationLatencyHandlers(),
    ...webhooksHandlers(),
    ...apiKeysHandlers(),
    ...intentsHandlers(),
    ...trainingJobsHandlers(),
    ...modelsHandlers(),
    ...nluHandlers(),
    ...inboxHandlers(),
    ...trainingDataHandlers(),
    ...entitiesHandlers(),
    ...flowsHandlers(),
    ...flowTestsHandlers(),
    ...simulatorHandlers(),
    ...apiCallTrialHandlers(),
    ...mockControlHandlers(),
  ];
}
