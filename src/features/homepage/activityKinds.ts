import type { ActivityKind } from '../../lib/api-client/schema';

/** Each activity kind's translated sentence; keys are literal so the type checker sees them. */
export const ACTIVITY_KIND_KEYS = {
  'conversation.handover': 'homepage.activity.kinds.conversationHandover',
  'training.completed': 'homepage.activity.kinds.trainingCompleted',
  'training.failed': 'homepage.activity.kinds.trainingFailed',
  'user.invited': 'homepage.activity.kinds.userInvited',
  'user.role_changed': 'homepage.activity.kinds.userRoleChanged',
  'bot.health_changed': 'homepage.activity.kinds.botHealthChanged',
} as const satisfies Record<ActivityKind, string>;
