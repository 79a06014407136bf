import { http, HttpResponse } from 'msw';
import type { ConversationLatency } from '../../lib/api-client/schema';
import { mockDb } from '../data';
import { conversationLatency } from '../data/tech';
import { may } from './may';
import { API, forbidden, notFound, problem } from './respond';

export function conversationLatencyHandlers() {
  return [
    http.get(`${API}/conversations/:id/latency`, ({ params }) => {
      if (!may('tech.read')) return forbidden();
      const db = mockDb();
      const conversation = db.conversations.find((candidate) => candidate.id === params.id);
      if (!conversation) return notFound('The conversation');
      if (conversation.channel !== 'voice') {
        return problem(400, 'not_voice', 'A chat conversation has no speech stages');
      }
      const bot = db.bots.find((candidate) => candidate.name === conversation.botName);
      // The configuration that ran: the bot's production one (the draft if none was promoted).
      const configs = db.botConfigs.filter((config) => config.botId === bot?.id);
      const config = configs.find((candidate) => candidate.status !== 'draft') ?? configs[0];
      return HttpResponse.json<ConversationLatency>({
        conversationId: conversation.id,
        botId: bot?.id ?? conversation.botName,
        turns: conversationLatency(conversation, {
          configId: config?.id ?? 'cfg-default',
          endOfSpeechSilenceMs: config?.speech.endOfSpeechSilenceMs ?? 1200,
        }),
      });
    }),
  ];
}
