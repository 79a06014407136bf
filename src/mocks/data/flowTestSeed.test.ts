import { describe, expect, it } from 'vitest';
import { understandingOf } from './flowSimulator';
import { draftGraph, publishedGraph, runFlowTests } from './flowTests';
import { mockDb, resetMockData } from './store';

describe('the seeded conversation tests', () => {
  it('hold for the seeded flows, drafts and published versions, with the seeded model', () => {
    resetMockData(Date.parse('2026-03-15T12:00:00Z'));
    const db = mockDb();
    const model = db.models.find((candidate) => candidate.id === db.activeModelId);
    const understand = understandingOf(model, db.intents);
    expect(db.flowTests.map((test) => [test.name, test.botId, test.enabled])).toEqual([
      ['Order status: a shipped order', 'bot-service-hotline', true],
      ['Order status: silence ends the call', 'bot-service-hotline', true],
      ['Order status: more help goes to the order team', 'bot-service-hotline', false],
      ['Password reset: a link by text message', 'bot-default', true],
      ['Identify caller: a known customer', 'bot-default', true],
    ]);
    expect(db.flowTests.every((test) => test.tags.includes('smoke'))).toBe(true);
    expect(db.flowTestRuns).toEqual([]);
    // Disabled tests too: what they expect is what the flows do.
    for (const graphFor of [
      (flowId: string) => draftGraph(db, flowId),
      (flowId: string) => publishedGraph(db, flowId),
    ]) {
      const run = runFlowTests(db.flowTests, { graphFor, understand });
      expect(run.results.filter((result) => result.status !== 'passed')).toEqual([]);
    }
  });
});
