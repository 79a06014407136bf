import { describe, expect, it } from 'vitest';
import type { FlowEdge, FlowNode, Language } from '../../../lib/api-client/schema';
import { flowEdge as edge, flowNode as node } from '../../../testing/flowGraph';
import { validateFlow } from './validateFlow';

const en = (text: string) => ({ 'en-US': text });
const languages: Language[] = ['en-US'];
const codes = (nodes: FlowNode[], edges: FlowEdge[], flowLanguages = languages) =>
  validateFlow({ nodes, edges, languages: flowLanguages }).map(
    ({ code, nodeId }) => `${code}${nodeId ? ` ${nodeId}` : ''}`,
  );

describe('validateFlow', () => {
  it('finds nothing in a sound flow', () => {
    const nodes = [
      node('start', 'start'),
      node('ask', 'ask', { prompts: en('Your number?'), slot: 'number' }),
      node('check', 'condition', {
        rules: [{ id: 'big', slot: 'number', operator: 'greaterThan', value: '10' }],
      }),
      node('say', 'say', { texts: en('Number {number}, noted.') }),
      node('agent', 'handover'),
      node('end', 'end', { outcome: 'contained' }),
    ];
    const edges = [
      edge('start', 'ask'),
      edge('ask', 'check'),
      edge('check', 'agent', 'big'),
      edge('check', 'say', 'else'),
      edge('say', 'end'),
    ];
    expect(validateFlow({ nodes, edges, languages })).toEqual([]);
  });

  it('checks an API call’s body and mappings, and counts mapped slots as filled', () => {
    const nodes = [
      node('start', 'start'),
      node('ask', 'ask', { prompts: en('Your number?'), slot: 'number' }),
      node('api', 'apiCall', {
        integration: 'shop',
        method: 'POST',
        path: '/orders/{number}/{plan}',
        body: '{"n": {number}, "who": "{customer}",}',
        timeoutMs: 3000,
        responseMapping: [
          { path: 'order.status', slot: 'status' },
          { path: 'order..x', slot: 'other' },
          { path: 'order.eta', slot: '' },
        ],
      }),
      node('say', 'say', { texts: en('It is {status}.') }),
      node('end', 'end', { outcome: 'contained' }),
    ];
    const edges = [
      edge('start', 'ask'),
      edge('ask', 'api'),
      edge('api', 'say', 'success'),
      edge('api', 'end', 'error'),
      edge('api', 'end', 'timeout'),
      edge('say', 'end'),
    ];
    expect(validateFlow({ nodes, edges, languages })).toEqual([
      { severity: 'error', code: 'undefined_slot', nodeId: 'api', slot: 'plan' },
      { severity: 'error', code: 'undefined_slot', nodeId: 'api', slot: 'customer' },
      { severity: 'error', code: 'invalid_body', nodeId: 'api', position: 36 },
      { severity: 'error', code: 'invalid_mapping', nodeId: 'api', mapping: 1 },
      { severity: 'error', code: 'invalid_mapping', nodeId: 'api', mapping: 2 },
    ]);
  });

  it('refuses a condition expression that is not one, naming its rule, fault and character', () => {
    const nodes = [
      node('start', 'start'),
      node('ask', 'ask', { prompts: en('Your number?'), slot: 'number' }),
      node('check', 'condition', {
        rules: [
          {
            id: 'fine',
            slot: '',
            operator: 'expression',
            value: '',
            expression: 'int(number) > 3',
          },
          { id: 'typo', slot: '', operator: 'expression', value: '', expression: 'numbr == "1"' },
          { id: 'cut', slot: '', operator: 'expression', value: '', expression: 'number == ' },
        ],
      }),
      node('end', 'end', { outcome: 'contained' }),
    ];
    const edges = [
      edge('start', 'ask'),
      edge('ask', 'check'),
      ...['fine', 'typo', 'cut', 'else'].map((handle) => edge('check', 'end', handle)),
    ];
    expect(validateFlow({ nodes, edges, languages })).toEqual([
      {
        severity: 'error',
        code: 'invalid_expression',
        nodeId: 'check',
        rule: 'typo',
        fault: 'unknown_slot',
        position: 0,
        slot: 'numbr',
      },
      {
        severity: 'error',
        code: 'invalid_expression',
        nodeId: 'check',
        rule: 'cut',
        fault: 'syntax',
        position: 10,
      },
    ]);
  });

  it('wants exactly one start, and reports every extra one', () => {
    expect(codes([node('end', 'end')], [])).toEqual(['no_start']);
    const nodes = [node('a', 'start'), node('b', 'start'), node('c', 'start'), node('end', 'end')];
    const edges = [edge('a', 'end'), edge('b', 'end'), edge('c', 'end')];
    expect(codes(nodes, edges)).toEqual(['several_starts b', 'several_starts c']);
  });

  it('warns of unreachable nodes, but not without a start', () => {
    const nodes = [
      node('start', 'start'),
      node('end', 'end'),
      node('lost', 'say', { texts: en('Hi') }),
    ];
    const edges = [edge('start', 'end'), edge('lost', 'end')];
    expect(validateFlow({ nodes, edges, languages })).toEqual([
      { severity: 'warning', code: 'unreachable', nodeId: 'lost' },
    ]);
    expect(codes(nodes.slice(1), edges.slice(1))).toEqual(['no_start']);
  });

  it('names each open output, "next" for the single one, and ignores edges that cannot be', () => {
    const nodes = [
      node('start', 'start'),
      node('api', 'apiCall', { path: '/x', timeoutMs: 1000 }),
      node('check', 'condition', {
        rules: [{ id: 'yes', slot: 'answer', operator: 'isSet', value: '' }],
      }),
      node('set', 'setSlot', { slot: 'answer', value: 'x' }),
      node('end', 'end'),
    ];
    const edges = [
      edge('start', 'set'),
      edge('set', 'api'),
      edge('api', 'check', 'success'),
      edge('api', 'end', 'nope'),
      edge('check', 'end', 'yes'),
      edge('check', 'ghost', 'else'),
    ];
    const problems = validateFlow({ nodes, edges, languages });
    expect(problems).toEqual([
      { severity: 'error', code: 'unwired_output', nodeId: 'api', handle: 'error' },
      { severity: 'error', code: 'unwired_output', nodeId: 'api', handle: 'timeout' },
      { severity: 'error', code: 'unwired_output', nodeId: 'check', handle: 'else' },
    ]);
    const open = validateFlow({ nodes: [node('start', 'start')], edges: [], languages });
    expect(open).toEqual([
      { severity: 'error', code: 'unwired_output', nodeId: 'start', handle: 'next' },
    ]);
  });

  it('reports a loop without a way out as dead ends, once per node, not the open path before it', () => {
    const nodes = [
      node('start', 'start'),
      node('a', 'say', { texts: en('A') }),
      node('b', 'say', { texts: en('B') }),
      node('c', 'say', { texts: en('C') }),
    ];
    // start → a ⇄ b: no end anywhere.
    expect(codes(nodes.slice(0, 3), [edge('start', 'a'), edge('a', 'b'), edge('b', 'a')])).toEqual([
      'dead_end start',
      'dead_end a',
      'dead_end b',
    ]);
    // start → a → b → c, c open: only c, its output unwired.
    expect(codes(nodes, [edge('start', 'a'), edge('a', 'b'), edge('b', 'c')])).toEqual([
      'unwired_output c',
    ]);
  });

  it('finds slots read but never filled, in rules and placeholders', () => {
    const nodes = [
      node('start', 'start'),
      node('sub', 'subflow', { flowId: 'flow-x', outputs: { customer: 'id' } }),
      node('ask', 'ask', {
        prompts: en('Hello {customer}, which {thing}?'),
        noInputPrompts: en('Still there, {caller}?'),
        slot: 'thing',
      }),
      node('check', 'condition', {
        rules: [
          { id: 'r1', slot: 'thing', operator: 'equals', value: 'x' },
          { id: 'r2', slot: 'mood', operator: 'isSet', value: '' },
        ],
      }),
      node('say', 'say', { texts: { 'en-US': 'Bye {mood} {mood}' } }),
      node('end', 'end'),
    ];
    const edges = [
      edge('start', 'sub'),
      edge('sub', 'ask'),
      edge('ask', 'check'),
      edge('check', 'say', 'r1'),
      edge('check', 'say', 'r2'),
      edge('check', 'end', 'else'),
      edge('say', 'end'),
    ];
    const problems = validateFlow({ nodes, edges, languages });
    expect(problems).toEqual([
      { severity: 'error', code: 'undefined_slot', nodeId: 'ask', slot: 'caller' },
      { severity: 'error', code: 'undefined_slot', nodeId: 'check', slot: 'mood' },
      { severity: 'error', code: 'undefined_slot', nodeId: 'say', slot: 'mood' },
    ]);
  });

  it('wants every say and ask text in each of the flow’s languages', () => {
    const nodes = [
      node('start', 'start'),
      node('say', 'say', { texts: { 'en-US': 'Hi', 'de-DE': '  ' } }),
      node('ask', 'ask', { prompts: { 'de-DE': 'Was?' }, slot: 'x' }),
      node('end', 'end'),
    ];
    const edges = [edge('start', 'say'), edge('say', 'ask'), edge('ask', 'end')];
    expect(
      validateFlow({ nodes, edges, languages: ['de-DE', 'en-US'] }).map(
        ({ nodeId, language }) => `${nodeId} ${language}`,
      ),
    ).toEqual(['say de-DE', 'ask en-US']);
  });

  it('refuses voice markup at its place, wants button labels and card titles in each language', () => {
    const flowLanguages: Language[] = ['en-US', 'de-DE'];
    const nodes = [
      node('start', 'start'),
      node('ask', 'ask', {
        prompts: { 'en-US': 'Plan?', 'de-DE': 'Tarif? <emphasis>jetzt' },
        noMatchPrompts: { 'en-US': 'Say <speak>basic</speak>.' },
        slot: 'plan',
        noAnswerBranch: true,
        buttons: [
          { id: 'btn-a', labels: { 'en-US': 'A', 'de-DE': 'A' }, value: 'a', branch: true },
        ],
      }),
      node('card', 'say', {
        texts: { 'en-US': 'Done <break time="1s"/>', 'de-DE': 'Fertig' },
        card: { titles: { 'en-US': 'Done' }, imageUrl: 'https://example.com/a.png' },
      }),
      node('end', 'end'),
    ];
    const edges = [
      edge('start', 'ask'),
      edge('ask', 'card'),
      edge('ask', 'end', 'btn-a'),
      edge('card', 'end'),
    ];
    expect(validateFlow({ nodes, edges, languages: flowLanguages })).toEqual([
      { severity: 'error', code: 'unwired_output', nodeId: 'ask', handle: 'noAnswer' },
      {
        severity: 'error',
        code: 'invalid_ssml',
        nodeId: 'ask',
        field: 'prompts',
        language: 'de-DE',
        markup: 'unclosed',
        position: 7,
      },
      {
        severity: 'error',
        code: 'invalid_ssml',
        nodeId: 'ask',
        field: 'noMatchPrompts',
        language: 'en-US',
        markup: 'unknown_tag',
        position: 4,
      },
      { severity: 'error', code: 'missing_text', nodeId: 'card', language: 'de-DE' },
    ]);
    // A button without its own way adds no output; one without a label misses a text.
    const plain = nodes.map((candidate) =>
      candidate.id === 'ask'
        ? node('ask', 'ask', {
            prompts: { 'en-US': 'Plan?', 'de-DE': 'Tarif?' },
            slot: 'plan',
            buttons: [{ id: 'btn-a', labels: { 'en-US': 'A' }, value: 'a' }],
          })
        : candidate,
    );
    expect(codes(plain, edges.slice(0, 2).concat(edges[3]), flowLanguages)).toEqual([
      'missing_text ask',
      'missing_text card',
    ]);
  });

  it('knows subflows only through the context: unknown ones and cycles', () => {
    const uses: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a', 'b'], d: [] };
    const subflowsOf = (id: string) => uses[id];
    const nodes = [
      node('start', 'start'),
      node('none', 'subflow'),
      node('ghost', 'subflow', { flowId: 'zzz' }),
      node('self', 'subflow', { flowId: 'a' }),
      node('round', 'subflow', { flowId: 'b' }),
      node('fine', 'subflow', { flowId: 'd' }),
      node('end', 'end'),
    ];
    const edges = [
      edge('start', 'none'),
      edge('none', 'ghost'),
      edge('ghost', 'self'),
      edge('self', 'round'),
      edge('round', 'fine'),
      edge('fine', 'end'),
    ];
    const problems = (context: Parameters<typeof validateFlow>[1]) =>
      validateFlow({ nodes, edges, languages }, context).map(
        ({ code, nodeId }) => `${code} ${nodeId}`,
      );
    expect(problems({ flowId: 'a', subflowsOf })).toEqual([
      'unknown_subflow none',
      'unknown_subflow ghost',
      'subflow_cycle self',
      'subflow_cycle round',
    ]);
    // Flow d uses itself; a, b and c never lead to d.
    expect(problems({ flowId: 'd', subflowsOf })).toEqual([
      'unknown_subflow none',
      'unknown_subflow ghost',
      'subflow_cycle fine',
    ]);
    expect(problems(undefined)).toEqual(['unknown_subflow none']);
  });

  it('walks a 1,000-node chain and finds the one problem at its end', () => {
    const nodes = [
      node('n0', 'start'),
      ...Array.from({ length: 998 }, (_, index) =>
        node(`n${index + 1}`, 'say', { texts: en(`Step ${index + 1}`) }),
      ),
      node('n999', 'end'),
    ];
    const edges = nodes.slice(1).map((target, index) => edge(`n${index}`, target.id));
    expect(validateFlow({ nodes, edges, languages })).toEqual([]);
    const broken = edges.filter((candidate) => candidate.target !== 'n999');
    expect(validateFlow({ nodes, edges: broken, languages })).toEqual([
      { severity: 'error', code: 'unwired_output', nodeId: 'n998', handle: 'next' },
      { severity: 'warning', code: 'unreachable', nodeId: 'n999' },
    ]);
  });
});
