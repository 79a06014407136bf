import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isNotFound } from '../../../lib/api-client/apiErrors';
import { createQueryTestWrapper } from '../../../lib/query/testing';
import { getConversation, useConversation, getConversations } from './conversations';

describe('incoming API', () => {
  it('filters by channel, language and outcome, sorted as asked', async () => {
    const page = await getConversations({
      page: 1,
      pageSize: 20,
      sort: 'durationSeconds:asc',
      channel: 'voice',
      language: 'ja-JP',
      outcome: 'contained',
    });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item).toMatchObject({ channel: 'voice', language: 'ja-JP', outcome: 'contained' });
    }
    const durations = page.items.map((item) => item.durationSeconds);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('finds conversations by what was said', async () => {
    const page = await getConversations({ page: 1, pageSize: 5, q: 'passwort' });
    expect(page.total).toBeGreaterThan(0);
    const detail = await getConversation(page.items[0].id);
    expect(detail.transcript.some((turn) => /passwort/i.test(turn.text))).toBe(true);
    expect(detail.language).toBe('de-DE');
  });

  it('loads one conversation; an unknown id is a 404 error', async () => {
    const { wrapper } = createQueryTestWrapper();
    const { result } = renderHook(() => useConversation('does-not-exist'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isNotFound(result.current.error)).toBe(true);
  });
});
