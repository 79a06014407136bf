import type { Activity } from '../../lib/api-client/schema';

/**
 * Where one acts on an event: the conversation that was handed over, the user who was invited or
 * changed, the bot's training or its configuration. Undefined when the event names no target.
 */
export function activityLink(activity: Activity): string | undefined {
  const subject = encodeURIComponent(activity.subject);
  switch (activity.kind) {
    case 'conversation.handover':
      return activity.conversationId
        ? `/incoming/${encodeURIComponent(activity.conversationId)}`
        : undefined;
    case 'user.invited':
    case 'user.role_changed':
      return `/users?q=${subject}`;
    case 'training.completed':
    case 'training.failed':
      return `/train?bot=${subject}`;
    case 'bot.health_changed':
      return `/configuration?bot=${subject}`;
  }
}

/** A bot's configuration and its conversations. */
export const botConfigurationLink = (name: string) =>
  `/configuration?bot=${encodeURIComponent(name)}`;
export const botConversationsLink = (name: string) => `/incoming?bot=${encodeURIComponent(name)}`;
