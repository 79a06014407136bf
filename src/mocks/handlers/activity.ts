import { http, HttpResponse } from 'msw';
import type { ActivityList } from '../../lib/api-client/schema';
import { mockDb } from '../data';
import { API, validationFailed } from './respond';

export function activityHandlers() {
  return [
    http.get(`${API}/activity`, ({ request }) => {
      const raw = new URL(request.url).searchParams.get('limit') ?? '10';
      const limit = Number(raw);
      if (!/^\d+$/.test(raw) || limit < 1 || limit > 50) {
        return validationFailed({ limit: 'invalid' }, 'limit must be between 1 and 50');
      }
      return HttpResponse.json<ActivityList>({ items: mockDb().activity.slice(0, limit) });
    }),
  ];
}
