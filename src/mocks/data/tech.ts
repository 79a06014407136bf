import type {
  ApiKey,
  Bot,
  ConversationDetail,
  Incident,
  LatencyTurn,
  LogEntry,
  LogLevel,
  Webhook,
  WebhookDelivery,
} from '../../lib/api-client/schema';
import { createRandom } from './prng';
import { DAY_MS, iso } from './time';

/** A webhook as the server keeps it: the secret itself never leaves through a GET. */
export type StoredWebhook = Webhook & { secretValue: string };
/** An API key as the server keeps it (a real one would keep a hash). */
export type StoredApiKey = ApiKey & { key: string };

export interface TechSeed {
  webhooks: StoredWebhook[];
  webhookDeliveries: Record<string, WebhookDelivery[]>;
  apiKeys: StoredApiKey[];
  nextTechNumber: number;
}

const HOUR_MS = 3_600_000;

/** Deterministic "random" text of a given length from [a-z0-9], for secrets and keys. */
export function tokenText(seed: number, length: number): string {
  const random = createRandom(seed);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

export const maskSecret = (secret: string | null) => ({
  hasSecret: secret !== null,
  last4: secret === null ? null : secret.slice(-4),
});

export function createTechSeed(now: number, admin: string): TechSeed {
  const crmSecret = `whsec_${tokenText(11, 32)}`;
  const ticketsSecret = `whsec_${tokenText(12, 32)}`;
  const webhooks: StoredWebhook[] = [
    {
      id: 'wh-1',
      url: 'https://crm.example.com/hooks/neo',
      events: ['conversation.ended', 'conversation.handover'],
      enabled: true,
      secretValue: crmSecret,
      secret: maskSecret(crmSecret),
      version: 1,
      createdAt: iso(now - 40 * DAY_MS),
      updatedAt: iso(now - 40 * DAY_MS),
      updatedBy: admin,
    },
    {
      id: 'wh-2',
      url: 'https://tickets.example.com/api/incoming',
      events: ['bot.health_changed', 'training.failed'],
      enabled: true,
      secretValue: ticketsSecret,
      secret: maskSecret(ticketsSecret),
      version: 2,
      createdAt: iso(now - 20 * DAY_MS),
      updatedAt: iso(now - 3 * DAY_MS),
      updatedBy: admin,
    },
  ];
  const delivery = (
    webhookId: string,
    n: number,
    event: string,
    ago: number,
    ok: boolean,
  ): WebhookDelivery => ({
    id: `dlv-${webhookId}-${n}`,
    webhookId,
    event,
    at: iso(now - ago),
    status: ok ? 'succeeded' : 'failed',
    attempts: ok ? 1 : 3,
    durationMs: ok ? 120 + n * 7 : 10_000,
    responseCode: ok ? 200 : null,
    redeliveryOf: null,
  });
  return {
    webhooks,
    webhookDeliveries: {
      'wh-1': [
        delivery('wh-1', 3, 'conversation.ended', 15 * 60_000, true),
        delivery('wh-1', 2, 'conversation.handover', 2 * HOUR_MS, false),
        delivery('wh-1', 1, 'conversation.ended', 5 * HOUR_MS, true),
      ],
      'wh-2': [delivery('wh-2', 1, 'bot.health_changed', 3 * HOUR_MS, true)],
    },
    apiKeys: [
      {
        id: 'key-1',
        name: 'CRM export',
        scopes: ['conversations.read', 'dashboard.read'],
        prefix: 'neo_live_7f3a',
        key: `neo_live_7f3a${tokenText(21, 28)}`,
        createdAt: iso(now - 60 * DAY_MS),
        createdBy: admin,
        lastUsedAt: iso(now - 2 * HOUR_MS),
        expiresAt: iso(now + 120 * DAY_MS),
      },
    ],
    nextTechNumber: 100,
  };
}

/* Logs: generated from their sequence number, so any window can be served without storing
   them, new ones appear as time passes (the tail), and a cursor is simply a sequence number. */

/** One log line every 1.5 s over the two days before the data set's "now", and on from there. */
export const LOG_INTERVAL_MS = 1500;
export const LOG_HISTORY_MS = 2 * DAY_MS;

export const LOG_COMPONENTS = [
  'api',
  'speech-recognition',
  'telephony',
  'training',
  'nlu',
  'flow',
] as const;

const LEVELS: Record<LogLevel, number> = { debug: 30, info: 55, warn: 10, error: 5 };

const MESSAGES: Record<(typeof LOG_COMPONENTS)[number], Record<LogLevel, string>> = {
  api: {
    debug: 'request handled',
    info: 'GET /conversations answered',
    warn: 'slow request',
    error: 'upstream call failed',
  },
  'speech-recognition': {
    debug: 'partial result',
    info: 'utterance recognised',
    warn: 'recognition slower than expected',
    error: 'recognition stream closed by provider',
  },
  telephony: {
    debug: 'rtp stats',
    info: 'call connected',
    warn: 'jitter above threshold',
    error: 'SIP 503 from carrier',
  },
  training: {
    debug: 'batch loaded',
    info: 'model evaluation finished',
    warn: 'intent with few examples',
    error: 'training job failed',
  },
  nlu: {
    debug: 'tokens scored',
    info: 'intent classified',
    warn: 'low confidence',
    error: 'model not loaded',
  },
  flow: {
    debug: 'node entered',
    info: 'API call finished',
    warn: 'API call retried',
    error: 'API call timed out',
  },
};

export interface LogContext {
  /** Sequence 0 is LOG_HISTORY_MS before this. */
  now: number;
  bots: readonly Bot[];
  voiceConversationIds: readonly string[];
}

export const logStart = (context: LogContext) => context.now - LOG_HISTORY_MS;

/** The newest sequence number at a moment (lines keep coming after the data set's "now"). */
export const latestLogSeq = (context: LogContext, at: number) =>
  Math.floor((at - logStart(context)) / LOG_INTERVAL_MS);

export function logEntry(context: LogContext, seq: number): LogEntry {
  const random = createRandom(0x10a9 ^ (seq * 2_654_435_761));
  const at = logStart(context) + seq * LOG_INTERVAL_MS;
  const component = random.pick(LOG_COMPONENTS);
  const bot = random.chance(0.7) ? random.pick(context.bots) : null;
  // The degraded bot complains in the last hours: what the health card's "open logs" should find.
  const troubled = bot?.health === 'degraded' && at > context.now - 6 * HOUR_MS;
  const level: LogLevel = troubled && random.chance(0.5) ? 'warn' : random.weighted(LEVELS);
  const conversationId =
    bot && context.voiceConversationIds.length > 0 && random.chance(0.4)
      ? random.pick(context.voiceConversationIds)
      : null;
  const traceId = `trace-${(seq * 7919).toString(16).padStart(8, '0')}`;
  const durationMs = random.int(5, level === 'warn' ? 4000 : 400);
  return {
    id: `log-${seq}`,
    at: iso(at),
    level,
    component,
    botId: bot?.id ?? null,
    conversationId,
    traceId,
    message: MESSAGES[component][level],
    attributes: {
      durationMs,
      host: `neo-${component}-${random.int(1, 3)}`,
      ...(bot ? { bot: bot.name } : {}),
      ...(level === 'error'
        ? { error: { code: 'E_UPSTREAM', retryable: random.chance(0.5) } }
        : {}),
    },
  };
}

/* Latency: per component, a deterministic day of hourly percentiles. */

const BASE_LATENCY: Record<string, number> = {
  api: 45,
  'speech-recognition': 380,
  telephony: 60,
  training: 900,
};

/** The component's p50/p95/p99 and error rate at a moment (hour resolution). */
export function latencyAt(component: string, degraded: boolean, at: number, now: number) {
  const hour = Math.floor(at / HOUR_MS);
  const random = createRandom(hour * 31 + component.length * 977 + component.charCodeAt(0));
  const base = BASE_LATENCY[component] ?? 250;
  // A degraded component got slow over its last three hours.
  const slow = degraded && at > now - 3 * HOUR_MS ? 3.5 : 1;
  const p50 = Math.round(base * slow * (0.9 + random.next() * 0.2));
  return {
    p50,
    p95: Math.round(p50 * (1.8 + random.next() * 0.4)),
    p99: Math.round(p50 * (2.8 + random.next() * 0.8)),
    errorRate: Number(((degraded && slow > 1 ? 0.04 : 0.002) * (0.5 + random.next())).toFixed(4)),
  };
}

export function incidentsOf(now: number, bots: readonly Bot[]): Incident[] {
  const degraded = bots.filter((bot) => bot.health !== 'healthy');
  return [
    ...degraded.map((bot, index): Incident => ({
      id: `inc-${10 + index}`,
      component: `bot:${bot.name}`,
      kind: bot.health === 'down' ? 'outage' : 'elevated_latency',
      status: 'open',
      startedAt: iso(now - 3 * HOUR_MS),
      resolvedAt: null,
    })),
    {
      id: 'inc-3',
      component: 'telephony',
      kind: 'elevated_errors',
      status: 'resolved',
      startedAt: iso(now - 4 * DAY_MS),
      resolvedAt: iso(now - 4 * DAY_MS + 2 * HOUR_MS),
    },
  ];
}

/* Per-turn latency of a voice conversation. */

export interface SpeechTimings {
  configId: string;
  endOfSpeechSilenceMs: number;
}

/** Each caller turn the bot answered: recognition waits the end-of-speech silence first. */
export function conversationLatency(
  conversation: ConversationDetail,
  timings: SpeechTimings,
): LatencyTurn[] {
  const random = createRandom(
    conversation.id.length * 7 + Number(conversation.id.replace(/\D/g, '')),
  );
  const turns: LatencyTurn[] = [];
  conversation.transcript.forEach((turn, index) => {
    const next = conversation.transcript[index + 1];
    if (turn.speaker !== 'caller' || next?.speaker !== 'bot') return;
    const silence = timings.endOfSpeechSilenceMs;
    const recognition = silence + random.int(120, 380);
    const understanding = random.int(30, 140);
    const flow = random.chance(0.3) ? random.int(400, 1400) : random.int(20, 120);
    const synthesis = random.int(150, 420);
    turns.push({
      turn: index + 1,
      at: turn.at,
      totalMs: recognition + understanding + flow + synthesis,
      stages: [
        {
          stage: 'recognition',
          ms: recognition,
          // The silence the recogniser waits for is most of this stage once it reaches a second.
          setting:
            silence >= 1000
              ? { configId: timings.configId, path: 'speech.endOfSpeechSilenceMs', value: silence }
              : null,
        },
        { stage: 'understanding', ms: understanding, setting: null },
        { stage: 'flow', ms: flow, setting: null },
        { stage: 'synthesis', ms: synthesis, setting: null },
      ],
    });
  });
  return turns;
}
