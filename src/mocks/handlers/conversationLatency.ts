import { http, HttpResponse } from 'msw';
import type { ConversationLatency } from '../../lib/api-client/schema';
import { mockDb } from '../data';
import { conversationLatency } from '../data/tech';
import { may } from './may';
import { API, forbidden, notFound } from './respond';

export function conversationLatencyHandlers() {
  return [
    http.get(`${API}/conversations/:id/latency`, ({ params }) => {
      if (!may('tech.read')) return forbidden();
      const db = mockDb();
      const conversation = db.conversations.find((candidate) => candidate.id === params.id);
      if (!conversation) return notFound('The conversation');
      const bot = db.bots.find((candidate) => candidate.name === conversation.botName);
      // The configuration that ran: the bot's production one (the draft if none was promoted).
      const configs = db.botConfigs.filter((config) => config.botId === bot?.id);
      const config = configs.find((candidate) => candidate.status !== 'draft') ?? configs[0];
      return HttpResponse.json<ConversationLatency>({
        conversationId: conversation.id,
        botId: bot?.id ?? conversation.botName,
        channel: conversation.channel,
        // A chat has no speech stages to measure.
        turns:
          conversation.channel !== 'voice'
            ? []
            : conversationLatency(conversation, {
                configId: config?.id ?? 'cfg-default',
                endOfSpeechSilenceMs: config?.speech.endOfSpeechSilenceMs ?? 1200,
              }),
      });
    }),
  ];
}
