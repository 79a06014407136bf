import { describe, expect, it } from 'vitest';
import { toFlowCoverage, toFlowReplay, toFlowStep } from '../routes';
import { readArrival } from './arrival';

const paramsOf = (address: string) => new URL(address, 'http://portal.test').searchParams;

describe('readArrival', () => {
  it('reads what the link builders write', () => {
    expect(readArrival(paramsOf(toFlowStep('flow-a', 'ask-1')))).toEqual({
      step: 'ask-1',
      damaged: false,
    });
    expect(readArrival(paramsOf(toFlowCoverage('flow-a', 'run-3')))).toEqual({ damaged: false });
    const replay = {
      nodeId: 'ask-1',
      slots: { order_number: '4711' },
      language: 'fr-FR',
      channel: 'chat',
      versionNumber: 2,
    } as const;
    expect(readArrival(paramsOf(toFlowReplay('flow-a', replay)))).toEqual({
      replay: {
        startNodeId: 'ask-1',
        slots: { order_number: '4711' },
        language: 'fr-FR',
        channel: 'chat',
        versionNumber: 2,
      },
      damaged: false,
    });
    const onDraft = readArrival(
      paramsOf(toFlowReplay('flow-a', { ...replay, versionNumber: undefined })),
    );
    expect(onDraft.replay).not.toHaveProperty('versionNumber');
  });

  it('flags a replay link it cannot use and opens without it', () => {
    const good = new URLSearchParams({
      replay: 'ask-1',
      slots: '{}',
      language: 'de-DE',
      channel: 'voice',
    });
    const damaged = (change: Record<string, string>) =>
      readArrival(new URLSearchParams({ ...Object.fromEntries(good), ...change }));
    expect(damaged({}).damaged).toBe(false);
    const changes: Record<string, string>[] = [
      { slots: '{"order_number":' },
      { slots: '["4711"]' },
      { slots: '{"order_number":4711}' },
      { slots: JSON.stringify({ long: 'x'.repeat(201) }) },
      { language: 'xx-XX' },
      { channel: 'fax' },
      { version: '0' },
      { version: 'two' },
      { replay: '' },
    ];
    for (const change of changes) {
      expect(damaged(change), JSON.stringify(change)).toEqual({ damaged: true });
    }
  });

  it('asks for nothing on a plain address', () => {
    expect(readArrival(new URLSearchParams())).toEqual({ damaged: false });
  });
});
