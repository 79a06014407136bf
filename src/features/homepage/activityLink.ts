import type { Activity } from '../../lib/api-client/schema';
import { CONFIGURATION_PATH } from '../configuration/routes';
import { INCOMING_PATH, toConversation } from '../incoming/routes';
import { TRAIN_PATH } from '../train/routes';
import { USERS_PATH } from '../users/routes';

/**
 * Where one acts on an event: the conversation that was handed over, the user who was invited or
 * changed, the bot's training or its configuration. Undefined when the event names no target.
 */
export function activityLink(activity: Activity): string | undefined {
  const subject = encodeURIComponent(activity.subject);
  switch (activity.kind) {
    case 'conversation.handover':
      return activity.conversationId ? toConversation(activity.conversationId) : undefined;
    case 'user.invited':
    case 'user.role_changed':
      return `${USERS_PATH}?q=${subject}`;
    case 'training.completed':
    case 'training.failed':
      return `${TRAIN_PATH}?bot=${subject}`;
    case 'bot.health_changed':
      return `${CONFIGURATION_PATH}?bot=${subject}`;
  }
}

/** A bot's configuration and its conversations. */
export const botConfigurationLink = (name: string) =>
  `${CONFIGURATION_PATH}?bot=${encodeURIComponent(name)}`;
export const botConversationsLink = (name: string) =>
  `${INCOMING_PATH}?bot=${encodeURIComponent(name)}`;
