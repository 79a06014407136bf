import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FlowPage } from '../../../lib/api-client/schema';
import { createQueryTestWrapper } from '../../../lib/query/testing';
import { resetMockData } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { flowNode } from '../../../testing/flowGraph';
import { useSubflowNames } from './useSubflowNames';

beforeEach(() => resetMockData());

const calls = (...flowIds: string[]) =>
  flowIds.map((flowId, index) => flowNode(`sub${index}`, 'subflow', { flowId }));

function lookup(nodes = calls('flow-identify-caller', 'flow-deleted')) {
  const { wrapper } = createQueryTestWrapper();
  return renderHook(() => useSubflowNames(nodes), { wrapper }).result;
}

describe('useSubflowNames', () => {
  it('names the flows the picker lists, and says which one is gone', async () => {
    const result = lookup();
    await waitFor(() =>
      expect(result.current('flow-identify-caller')).toEqual({
        state: 'found',
        id: 'flow-identify-caller',
        name: 'Identify caller',
      }),
    );
    await waitFor(() => expect(result.current('flow-deleted')).toEqual({ state: 'missing' }));
    expect(result.current('')).toEqual({ state: 'none' });
  });

  it('reads a flow beyond the picker’s first hundred on its own', async () => {
    // The picker's list holds none of them: the name comes from the flow itself.
    server.use(
      http.get('*/api/v1/flows', () =>
        HttpResponse.json<FlowPage>({ items: [], total: 0, page: 1, pageSize: 100 }),
      ),
    );
    const result = lookup(calls('flow-order-status'));
    expect(result.current('flow-order-status')).toEqual({ state: 'loading' });
    await waitFor(() =>
      expect(result.current('flow-order-status')).toEqual({
        state: 'found',
        id: 'flow-order-status',
        name: 'Order status',
      }),
    );
  });
});
