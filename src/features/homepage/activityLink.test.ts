import { describe, expect, it } from 'vitest';
import type { Activity } from '../../lib/api-client/schema';
import { activityLink, botConfigurationLink, botConversationsLink } from './activityLink';

const event = (
  kind: Activity['kind'],
  subject: string,
  extra: Partial<Activity> = {},
): Activity => ({
  id: 'act-1',
  kind,
  at: '2026-11-24T08:00:00Z',
  actor: null,
  subject,
  ...extra,
});

describe('activityLink', () => {
  it.each([
    [
      event('conversation.handover', 'default', { conversationId: 'conv-0042' }),
      '/incoming/conv-0042',
    ],
    [event('user.invited', 'new.person@example.com'), '/users?q=new.person%40example.com'],
    [event('user.role_changed', 'a@example.com'), '/users?q=a%40example.com'],
    [event('training.failed', 'service-hotline'), '/train?bot=service-hotline'],
    [event('training.completed', 'default'), '/train?bot=default'],
    [event('bot.health_changed', 'web assistant'), '/configuration?bot=web%20assistant'],
  ])('%o → %s', (activity, link) => {
    expect(activityLink(activity)).toBe(link);
  });

  it('has no link for a handover that names no conversation', () => {
    expect(activityLink(event('conversation.handover', 'default'))).toBeUndefined();
  });

  it('links a bot to its configuration and its conversations', () => {
    expect(botConfigurationLink('default')).toBe('/configuration?bot=default');
    expect(botConversationsLink('default')).toBe('/incoming?bot=default');
  });
});
