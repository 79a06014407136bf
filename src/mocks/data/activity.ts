import type { Activity, Bot, ConversationDetail, PortalUser } from '../../lib/api-client/schema';
import type { Random } from './prng';
import { iso } from './time';

const HOUR_MS = 3_600_000;

/** Recent events drawn from the other data, newest first. */
export function createActivity(
  random: Random,
  now: number,
  bots: Bot[],
  users: PortalUser[],
  conversations: ConversationDetail[],
): Activity[] {
  const admins = users.filter((user) => user.role === 'administrator' && user.status === 'active');
  const editors = users.filter((user) => user.role === 'editor' && user.status === 'active');
  const events: Omit<Activity, 'id'>[] = [];

  for (const conversation of conversations.filter((c) => c.outcome === 'handover').slice(0, 8)) {
    events.push({
      kind: 'conversation.handover',
      at: conversation.startedAt,
      actor: null,
      subject: conversation.botName,
      conversationId: conversation.id,
    });
  }
  for (const user of users.filter((u) => u.status === 'invited').slice(0, 4)) {
    events.push({
      kind: 'user.invited',
      at: iso(now - random.int(1, 200) * HOUR_MS),
      actor: random.pick(admins).name,
      subject: user.email,
    });
  }
  for (const user of users.slice(6, 9)) {
    events.push({
      kind: 'user.role_changed',
      at: iso(now - random.int(1, 300) * HOUR_MS),
      actor: random.pick(admins).name,
      subject: user.email,
    });
  }
  for (const bot of bots) {
    const failed = random.chance(0.3);
    events.push({
      kind: failed ? 'training.failed' : 'training.completed',
      at: bot.lastTrainedAt ?? iso(now - random.int(24, 400) * HOUR_MS),
      actor: random.pick(editors).name,
      subject: bot.name,
    });
    if (bot.health !== 'healthy') {
      events.push({
        kind: 'bot.health_changed',
        at: iso(now - random.int(1, 12) * HOUR_MS),
        actor: null,
        subject: bot.name,
      });
    }
  }
  return events
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((event, index) => ({ id: `act-${String(index + 1).padStart(3, '0')}`, ...event }));
}
