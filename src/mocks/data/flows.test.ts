import { describe, expect, it } from 'vitest';
import {
  FLOW_TEMPLATE_VALUES,
  LANGUAGE_VALUES,
  type Flow,
  type FlowVersion,
} from '../../lib/api-client/schema';
import { validateFlow } from '../../features/flows/model/validateFlow';
import { createFlowSeed, flowFromTemplate } from './flows';

const NOW = Date.parse('2026-03-15T12:00:00Z');
const { flows, flowVersions } = createFlowSeed(NOW, 'Bob Sample', 'Alice Example');
const byName = (name: string) => flows.find((flow) => flow.name === name)!;
const context = (flowId: string) => ({
  flowId,
  subflowsOf: (id: string) =>
    flows
      .find((flow) => flow.id === id)
      ?.nodes.flatMap((node) => (node.type === 'subflow' ? [node.data.flowId ?? ''] : [])),
});
const problemsOf = (flow: Flow | FlowVersion) =>
  validateFlow({ ...flow, languages: [...LANGUAGE_VALUES] }, context(flow.id));

describe('the seeded flows', () => {
  it('has one realistic flow per bot and the subflow Password reset uses', () => {
    expect(flows.map((flow) => [flow.name, flow.botId])).toEqual([
      ['Identify caller', 'bot-default'],
      ['Password reset', 'bot-default'],
      ['Order status', 'bot-service-hotline'],
      ['Appointment booking', 'bot-web-assistant'],
    ]);
    for (const name of ['Password reset', 'Order status', 'Appointment booking']) {
      expect(byName(name).nodes.length).toBeGreaterThanOrEqual(10);
      expect(byName(name).nodes.length).toBeLessThanOrEqual(40);
    }
    const subflow = byName('Password reset').nodes.find((node) => node.type === 'subflow');
    expect(subflow?.data.flowId).toBe(byName('Identify caller').id);
  });

  it('is sound: no problems in any draft or published version, texts in all five languages', () => {
    for (const flow of flows) {
      expect(flow.languages).toEqual([...LANGUAGE_VALUES]);
      expect(problemsOf(flow), flow.name).toEqual([]);
      for (const version of flowVersions[flow.id] ?? []) {
        expect(problemsOf({ ...version, id: flow.id }), version.id).toEqual([]);
      }
    }
  });

  it('uses every kind of node, with both end outcomes', () => {
    const nodes = flows.flatMap((flow) => flow.nodes);
    const types = new Set(nodes.map((node) => node.type));
    expect([...types].sort()).toEqual(
      [
        'apiCall',
        'ask',
        'condition',
        'end',
        'handover',
        'say',
        'setSlot',
        'start',
        'subflow',
      ].sort(),
    );
    const outcomes = new Set(nodes.flatMap((node) => node.data.outcome ?? []));
    expect([...outcomes].sort()).toEqual(['abandoned', 'contained']);
    const entities = new Set(nodes.flatMap((node) => node.data.entity ?? []));
    expect(entities).toEqual(new Set(['@sys.number', '@sys.date', 'order_number']));
  });

  it('lays nodes out top to bottom, none on top of another', () => {
    for (const flow of flows) {
      const places = flow.nodes.map(({ position }) => `${position.x},${position.y}`);
      expect(new Set(places).size, flow.name).toBe(places.length);
      const start = flow.nodes.find((node) => node.type === 'start')!;
      expect(start.position.y).toBe(Math.min(...flow.nodes.map((node) => node.position.y)));
    }
  });

  it('has the publication states the screens show', () => {
    const reset = byName('Password reset');
    expect(reset).toMatchObject({
      status: 'changed',
      publishedVersion: 1,
      unpublishedChanges: { count: 3, authors: ['Bob Sample'] },
      updatedBy: 'Bob Sample',
    });
    expect(flowVersions[reset.id]!.map((version) => version.number)).toEqual([1]);
    expect(flowVersions[reset.id]![0]!.nodes).not.toEqual(reset.nodes);
    const order = byName('Order status');
    expect(order).toMatchObject({ status: 'published', publishedVersion: 2 });
    expect(order.unpublishedChanges).toEqual({ count: 0, authors: [] });
    expect(flowVersions[order.id]!.map((version) => version.number)).toEqual([2, 1]);
    expect(flowVersions[order.id]![0]!.nodes).toEqual(order.nodes);
    expect(byName('Appointment booking')).toMatchObject({
      status: 'draft',
      publishedVersion: null,
    });
    expect(flowVersions[byName('Appointment booking').id]).toEqual([]);
    expect(byName('Identify caller')).toMatchObject({ status: 'published', publishedVersion: 1 });
  });
});

describe('flowFromTemplate', () => {
  it.each(FLOW_TEMPLATE_VALUES)('builds a sound %s flow in the languages asked for', (template) => {
    const graph = flowFromTemplate(template, ['de-DE', 'ja-JP']);
    expect(validateFlow({ ...graph, languages: ['de-DE', 'ja-JP'] })).toEqual([]);
    for (const node of graph.nodes) {
      for (const texts of [node.data.texts, node.data.prompts]) {
        if (texts) expect(Object.keys(texts)).toEqual(['de-DE', 'ja-JP']);
      }
    }
  });

  it('gives each template its shape', () => {
    const types = (template: (typeof FLOW_TEMPLATE_VALUES)[number]) =>
      flowFromTemplate(template, [...LANGUAGE_VALUES]).nodes.map((node) => node.type);
    expect(types('blank')).toEqual(['start', 'end']);
    expect(types('collectAndConfirm')).toEqual(['start', 'ask', 'say', 'end']);
    expect(types('handoverOnRequest')).toEqual(['start', 'ask', 'condition', 'handover', 'end']);
  });
});
