import type { Bot } from '../../lib/api-client/schema';
import { DAY_MS, iso } from './time';

export function createBots(now: number): Bot[] {
  return [
    {
      id: 'bot-default',
      name: 'default',
      speechService: 'azure-speech',
      channels: ['voice', 'chat'],
      lastTrainedAt: iso(now - 2 * DAY_MS - 3_600_000),
      health: 'healthy',
    },
    {
      id: 'bot-service-hotline',
      name: 'service-hotline',
      speechService: 'google-cloud-speech',
      channels: ['voice'],
      lastTrainedAt: iso(now - 9 * DAY_MS),
      health: 'degraded',
    },
    {
      id: 'bot-web-assistant',
      name: 'web-assistant',
      speechService: null,
      channels: ['chat'],
      lastTrainedAt: null,
      health: 'healthy',
    },
  ];
}
