import { describe, expect, it } from 'vitest';
import type {
  FlowEdge,
  FlowNode,
  FlowNodeData,
  FlowNodeType,
} from '../../../lib/api-client/schema';
import { diffFlows, isSameFlow, type ComparedFlow } from './flowDiff';

const node = (
  id: string,
  type: FlowNodeType,
  data: FlowNodeData = {},
  position = { x: 0, y: 0 },
): FlowNode => ({ id, type, position, data });

const edge = (
  source: string,
  target: string,
  handle: string | null = null,
  id?: string,
): FlowEdge => ({
  id: id ?? `${source}-${handle ?? 'next'}-${target}`,
  source,
  sourceHandle: handle,
  target,
});

const BASE: ComparedFlow = {
  name: 'Password reset',
  nodes: [
    node('start', 'start'),
    node('ask', 'ask', {
      prompts: { 'en-US': 'Which channel?', 'de-DE': 'Welcher Kanal?' },
      slot: 'channel',
      retries: 2,
    }),
    node('check', 'condition', {
      rules: [{ id: 'sms', slot: 'channel', operator: 'equals', value: '1' }],
    }),
    node('end', 'end', { outcome: 'contained' }),
  ],
  edges: [edge('start', 'ask'), edge('ask', 'check'), edge('check', 'end', 'sms')],
};

const withNodes = (nodes: readonly FlowNode[], edges = BASE.edges): ComparedFlow => ({
  ...BASE,
  nodes,
  edges,
});
const replace = (id: string, next: FlowNode) =>
  BASE.nodes.map((candidate) => (candidate.id === id ? next : candidate));

describe('diffFlows', () => {
  it('finds nothing between a flow and an equal copy', () => {
    const diff = diffFlows(BASE, structuredClone(BASE));
    expect(isSameFlow(diff)).toBe(true);
    expect(diff).toEqual({
      added: [],
      removed: [],
      changed: [],
      moved: [],
      connectionsAdded: [],
      connectionsRemoved: [],
    });
  });

  it('lists added and removed steps, each in its own graph’s order', () => {
    const say = node('say', 'say', { texts: { 'en-US': 'Hello' } });
    const after = withNodes([...BASE.nodes.filter((n) => n.id !== 'check'), say]);
    const diff = diffFlows(BASE, after);
    expect(diff.added.map((n) => n.id)).toEqual(['say']);
    expect(diff.removed.map((n) => n.id)).toEqual(['check']);
    expect(diff.changed).toEqual([]);
    expect(isSameFlow(diff)).toBe(false);
  });

  it('names each changed setting, and each language of a text on its own', () => {
    const ask = BASE.nodes[1]!;
    const after = withNodes(
      replace(
        'ask',
        node('ask', 'ask', {
          ...ask.data,
          label: 'Channel',
          prompts: {
            'en-US': 'Which channel, please?',
            'de-DE': 'Welcher Kanal?',
            'fr-FR': 'Quel canal ?',
          },
          retries: 3,
        }),
      ),
    );
    const [change] = diffFlows(BASE, after).changed;
    expect(change?.after.id).toBe('ask');
    expect(change?.fields).toEqual([
      { field: 'label', before: undefined, after: 'Channel' },
      {
        field: 'prompts',
        language: 'en-US',
        before: 'Which channel?',
        after: 'Which channel, please?',
      },
      { field: 'prompts', language: 'fr-FR', before: undefined, after: 'Quel canal ?' },
      { field: 'retries', before: 2, after: 3 },
    ]);
  });

  it('compares rules, subflow slots and the rest as whole values', () => {
    const after = withNodes(
      replace(
        'check',
        node('check', 'condition', {
          rules: [{ id: 'sms', slot: 'channel', operator: 'equals', value: '2' }],
        }),
      ),
    );
    const fields = diffFlows(BASE, after).changed[0]?.fields;
    expect(fields?.map((field) => field.field)).toEqual(['rules']);

    const subflow = node('sub', 'subflow', { flowId: 'a', inputs: { x: 'y' } });
    const renamed = node('sub', 'subflow', { flowId: 'b', inputs: { x: 'z' }, outputs: {} });
    const subDiff = diffFlows(withNodes([subflow]), withNodes([renamed]));
    expect(subDiff.changed[0]?.fields.map((field) => field.field)).toEqual(['flowId', 'inputs']);
  });

  it('sees a question’s keys, buttons, card and own way for no answer, and an API call’s body and mappings', () => {
    const ask = BASE.nodes[1];
    const richer = node('ask', 'ask', {
      ...ask.data,
      dtmfOptions: [{ digit: '1', value: 'sms' }],
      noAnswerBranch: true,
      buttons: [{ id: 'btn-sms', labels: { 'en-US': 'SMS' }, value: '1' }],
      card: { titles: { 'en-US': 'Channel' }, imageUrl: 'https://example.com/c.png' },
    });
    expect(
      diffFlows(BASE, withNodes(replace('ask', richer))).changed[0]?.fields.map((f) => f.field),
    ).toEqual(['dtmfOptions', 'noAnswerBranch', 'buttons', 'card']);
    const call = node('call', 'apiCall', { path: '/a', body: '{}' });
    const mapped = node('call', 'apiCall', {
      path: '/a',
      body: '{"a": 1}',
      responseMapping: [{ path: 'a', slot: 'a' }],
    });
    expect(
      diffFlows(withNodes([call]), withNodes([mapped])).changed[0]?.fields.map((f) => f.field),
    ).toEqual(['body', 'responseMapping']);
  });

  it('treats an emptied field like one never set', () => {
    const before = withNodes([
      node('say', 'say', { label: '', texts: { 'en-US': 'Hi', 'de-DE': '' } }),
    ]);
    const after = withNodes([node('say', 'say', { texts: { 'en-US': 'Hi' }, rules: [] })]);
    expect(isSameFlow(diffFlows(before, after))).toBe(true);
  });

  it('reports a changed type', () => {
    const after = withNodes(replace('end', node('end', 'handover', { outcome: 'contained' })));
    expect(diffFlows(BASE, after).changed[0]?.fields).toEqual([
      { field: 'type', before: 'end', after: 'handover' },
    ]);
  });

  it('lists a step that only moved as moved, not as changed', () => {
    const moved = { ...BASE.nodes[3]!, position: { x: 40, y: 300 } };
    const diff = diffFlows(BASE, withNodes(replace('end', moved)));
    expect(diff.changed).toEqual([]);
    expect(diff.moved).toEqual([moved]);
    expect(isSameFlow(diff)).toBe(false);
  });

  it('compares connections by what they join, whatever their ids', () => {
    const renamedIds = BASE.edges.map((one) => ({ ...one, id: `other-${one.id}` }));
    expect(isSameFlow(diffFlows(BASE, withNodes(BASE.nodes, renamedIds)))).toBe(true);

    const rewired = [edge('start', 'ask'), edge('ask', 'end'), edge('check', 'end', 'else')];
    const diff = diffFlows(BASE, withNodes(BASE.nodes, rewired));
    expect(diff.connectionsAdded).toEqual([edge('ask', 'end'), edge('check', 'end', 'else')]);
    expect(diff.connectionsRemoved).toEqual([edge('ask', 'check'), edge('check', 'end', 'sms')]);
  });

  it('notes a new name', () => {
    const diff = diffFlows(BASE, { ...BASE, name: 'Reset password' });
    expect(diff.name).toEqual({ before: 'Password reset', after: 'Reset password' });
    expect(isSameFlow(diff)).toBe(false);
  });
});
