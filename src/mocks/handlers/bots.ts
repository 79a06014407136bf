import { http, HttpResponse } from 'msw';
import type { BotList } from '../../lib/api-client/schema';
import { mockDb } from '../data';
import { API } from './respond';

export function botsHandlers() {
  return [http.get(`${API}/bots`, () => HttpResponse.json<BotList>({ items: mockDb().bots }))];
}
