// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freePorts, reportingEnv } from '../../e2e/error-reporting/reportingEnv.mjs';

describe('the error-reporting e2e run’s environment', () => {
  const ports = { portal: 41001, idp: 41002, mockApi: 41003, catcher: 41004 };

  it('ignores the main suite’s addresses set in the calling shell', () => {
    const inherited = {
      PORTAL_URL: 'http://localhost:4173',
      IDP_PORT: '9400',
      MOCK_API_PORT: '9401',
      PATH: '/usr/bin',
    };
    expect(reportingEnv(inherited, ports, '/tmp/reporting-dist-x')).toEqual({
      PATH: '/usr/bin',
      PORTAL_URL: 'http://portal.test:41001',
      IDP_PORT: '41002',
      MOCK_API_PORT: '41003',
      SENTRY_CATCHER_PORT: '41004',
      REPORTING_DIST: '/tmp/reporting-dist-x',
      REPORTING_OUTPUT_DIR: 'test-results/error-reporting/reporting-dist-x',
    });
  });

  it('hands out distinct free ports each time', async () => {
    const first = await freePorts(4);
    expect(new Set(first).size).toBe(4);
    for (const port of first) expect(port).toBeGreaterThan(0);
  });
});
