import { describe, expect, it } from 'vitest';

describe('a logic test in plain Node', () => {
  it('reaches no server: a request fails, naming the mock server to start', async () => {
    await expect(fetch('http://localhost/api/v1/me')).rejects.toThrow(
      'http://localhost/api/v1/me: a logic test that calls the API starts with answerWithMockServer()',
    );
  });
});
