import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../lib/api-client/apiErrors';
import { getMe } from '../../../lib/query/me';
import { createSupportRequest } from './supportRequests';
import { healthQueries } from '../../../lib/query';

describe('support API', () => {
  it('files a request and reports field errors', async () => {
    const created = await createSupportRequest({
      subject: 'Calls drop',
      description: 'Calls drop right after the greeting.',
      severity: 'critical',
      diagnostics: { version: '0.1.0' },
    });
    expect(created.id).toMatch(/^SR-/);
    const failure = await createSupportRequest({
      subject: 'x',
      description: 'too short',
      severity: 'low',
    }).catch((error: unknown) => error);
    expect(fieldErrorsOf(failure)).toEqual({ subject: 'too_short', description: 'too_short' });
  });

  it('reports the platform health and the signed-in person', async () => {
    const health = await new QueryClient().fetchQuery(healthQueries.current());
    expect(health.status).toBe('degraded');
    expect(health.components.length).toBeGreaterThan(3);
    const me = await getMe();
    expect(me).toMatchObject({ role: 'administrator' });
    expect(me.permissions).toContain('users.manage');
  });
});
