import { AxiosError } from 'axios';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/api-client/apiClient';
import { TimeoutError } from '../../../lib/api-client/apiErrors';
import { createQueryTestWrapper } from '../../../lib/query/testing';
import { getActivity } from './activity';
import { useQuery } from '@tanstack/react-query';
import { botQueries } from '../../../lib/query';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('homepage API', () => {
  it('lists the bots, the default one among them', async () => {
    const { wrapper } = createQueryTestWrapper();
    const { result } = renderHook(() => useQuery(botQueries.list()), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items.find((bot) => bot.name === 'default')).toMatchObject({
      speechService: 'azure-speech',
    });
  });

  it('shows the latest activity, newest first', async () => {
    const { items } = await getActivity(5);
    expect(items).toHaveLength(5);
    const times = items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('ends in an error state (not an endless spinner) when the request times out', async () => {
    http.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('timeout', AxiosError.ECONNABORTED, config));
    const { wrapper } = createQueryTestWrapper();
    const { result } = renderHook(() => useQuery(botQueries.list()), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(TimeoutError);
  });
});
