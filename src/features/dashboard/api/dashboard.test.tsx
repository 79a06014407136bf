import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../lib/api-client/apiErrors';
import { createQueryTestWrapper } from '../../../lib/query/testing';
import { getDashboardSummary, useDashboardSummary } from './dashboard';

describe('dashboard API', () => {
  it('summarises 30 days with one timeline point per day and rates that add up', async () => {
    const summary = await getDashboardSummary({ period: '30d', channel: 'all' });
    expect(summary.timeline).toHaveLength(30);
    const { contained, handover, abandoned } = summary.outcomes;
    expect(contained + handover + abandoned).toBe(summary.conversations);
    expect(summary.containedRate + summary.handoverRate + summary.abandonedRate).toBeCloseTo(1);
    expect(summary.topIntents[0].count).toBeGreaterThanOrEqual(summary.topIntents[1].count);
    expect(summary.unrecognizedInputs.length).toBeGreaterThan(0);
  });

  it('rejects a custom period without days, and the hook waits for both days', async () => {
    const failure = await getDashboardSummary({ period: 'custom' }).catch((e: unknown) => e);
    expect(fieldErrorsOf(failure)).toEqual({ from: 'required', to: 'required' });
    const { wrapper } = createQueryTestWrapper();
    const { result } = renderHook(() => useDashboardSummary({ period: 'custom' }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    const { result: chosen } = renderHook(
      () => useDashboardSummary({ period: 'custom', from: '2020-01-01', to: '2020-01-03' }),
      { wrapper },
    );
    await waitFor(() => expect(chosen.current.data?.timeline).toHaveLength(3));
  });
});
