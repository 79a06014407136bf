import { describe, expect, it } from 'vitest';
import { doc } from './openapiDoc';

type Json = Record<string, unknown>;

// Texts nobody types and whose length the format fixes; ids are the server's own.
const FIXED_FORMATS = new Set(['date', 'date-time', 'time', 'duration', 'uri', 'uuid', 'binary']);
const isId = (name: string) => name === 'id' || /Ids?$/.test(name);

/**
 * The strings under `node` without a maxLength: its properties, items, map values and the parts
 * of allOf/oneOf/anyOf, named by path. Enums, fixed formats and ids are left out.
 */
function unlimitedStrings(node: unknown, path: string, name = path): string[] {
  if (Array.isArray(node)) return node.flatMap((part) => unlimitedStrings(part, path, name));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Json;
  const types = [schema.type].flat();
  const found =
    types.includes('string') &&
    schema.enum === undefined &&
    !FIXED_FORMATS.has(String(schema.format)) &&
    !isId(name) &&
    schema.maxLength === undefined
      ? [path]
      : [];
  const properties = Object.entries((schema.properties ?? {}) as Json).flatMap(([key, child]) =>
    unlimitedStrings(child, `${path}.${key}`, key),
  );
  const nested = [
    unlimitedStrings(schema.items, `${path}[]`, name),
    unlimitedStrings(schema.additionalProperties, `${path}{}`, name),
    ...['allOf', 'oneOf', 'anyOf'].map((key) => unlimitedStrings(schema[key], path, name)),
  ].flat();
  return [...found, ...properties, ...nested];
}

describe('the contract’s strings (api/openapi.yaml)', () => {
  it('each have a maxLength, unless an enum, a fixed format or an id', () => {
    const unlimited = Object.entries(doc.components.schemas).flatMap(([name, schema]) =>
      unlimitedStrings(schema, name),
    );
    // On failure: give the field a maxLength (a name 80, a text 500–2000, as its form allows).
    expect(unlimited).toEqual([]);
  });

  it('finds a string without a limit wherever it hides', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string' },
        flowId: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
        kind: { type: 'string', enum: ['a', 'b'] },
        name: { type: 'string', maxLength: 80 },
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
        texts: { type: 'object', additionalProperties: { type: 'string' } },
        more: { allOf: [{ type: 'object', properties: { label: { type: 'string' } } }] },
      },
    };
    expect(unlimitedStrings(schema, 'Probe')).toEqual([
      'Probe.note',
      'Probe.tags[]',
      'Probe.texts{}',
      'Probe.more.label',
    ]);
  });

  it('name patterns a JSON Schema validator and the portal both read (with the u flag)', () => {
    const patterns: string[] = [];
    JSON.stringify(doc.components.schemas, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
  });
});
