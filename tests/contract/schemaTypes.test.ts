import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR, generateApiSchemas } from '../../scripts/generate-api-schemas.mjs';
import { SCHEMA_TS_PATH, generateApiTypes } from '../../scripts/generate-api-types.mjs';
import {
  ENTITY_VALUE_LIMITS,
  FLOW_NAME_LIMITS,
  FLOW_NODE_DATA_LIMITS,
  INTENT_INPUT_LIMITS,
} from '../../src/lib/api-client/schema';
import { FlowNodeDataSchema } from '../../src/lib/api-client/schemas/flows';
import {
  FlowNameBodySchema,
  FlowNodeDataBodySchema,
  FlowUpdateBodySchema,
  SupportRequestInputBodySchema,
} from '../../src/lib/api-client/schemas/requestBodies';

describe('src/lib/api-client/schema.ts', () => {
  it('is what `npm run api:types` generates from api/openapi.yaml', async () => {
    const committed = readFileSync(SCHEMA_TS_PATH, 'utf8');
    // On failure: run `npm run api:types` and commit the result.
    expect(committed).toBe(await generateApiTypes());
  }, 20_000);
});

describe('src/lib/api-client/schemas/', () => {
  it('holds what `npm run api:types` generates from api/openapi.yaml, file by file', async () => {
    const generated = await generateApiSchemas();
    // On failure: run `npm run api:types` and commit the result.
    expect(readdirSync(SCHEMAS_DIR).sort()).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) {
      expect(readFileSync(resolve(SCHEMAS_DIR, name), 'utf8'), name).toBe(text);
    }
  }, 20_000);

  it('gives each area its own file, and the start only the shell’s and the shared schemas', async () => {
    const generated = await generateApiSchemas();
    expect([...generated.keys()].sort()).toEqual([
      'common.ts',
      'configuration.ts',
      'dashboard.ts',
      'flows.ts',
      'homepage.ts',
      'incoming.ts',
      'requestBodies.ts',
      'support.ts',
      'tech.ts',
      'train.ts',
      'users.ts',
    ]);
    const common = generated.get('common.ts')!;
    for (const shell of ['PortalConfigSchema', 'MeSchema', 'BotListSchema', 'ApiErrorSchema'])
      expect(common).toContain(`export const ${shell} =`);
    // One area's schemas stay out of the start: the Training area's intents, the Users page.
    expect(common).not.toContain('IntentSchema');
    expect(generated.get('train.ts')).toContain('export const IntentSchema =');
    expect(generated.get('users.ts')).toContain('export const PortalUserPageSchema =');
  }, 20_000);
});

describe('the contract’s limits', () => {
  const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('are checks of the request body schemas, failing with the server’s reason codes', () => {
    expect(
      issuesOf(
        FlowNodeDataBodySchema.safeParse({
          label: 'x'.repeat(81),
          texts: { 'en-US': 'x'.repeat(2001) },
          slot: 'Order number',
        }),
      ),
    ).toEqual(['label: too_long', 'texts.en-US: too_long', 'slot: invalid']);
    expect(issuesOf(FlowNameBodySchema.safeParse(''))).toEqual([': required']);
    expect(issuesOf(SupportRequestInputBodySchema.safeParse(support('ab')))).toEqual([
      'subject: too_short',
    ]);
    // maxItems counts too: one node more than a draft may hold.
    expect(issuesOf(FlowUpdateBodySchema.safeParse(draft(5001)))).toEqual(['nodes: too_long']);
    expect(FlowNodeDataBodySchema.safeParse({ label: 'x'.repeat(80), slot: '' }).success).toBe(
      true,
    );
  });

  it('leave the answers’ schemas alone: the portal shows a long name it is sent', () => {
    expect(
      FlowNodeDataSchema.safeParse({ label: 'x'.repeat(81), slot: 'Order number' }).success,
    ).toBe(true);
  });

  it('are constants for the forms: a text’s own, a list’s items’, a map’s values’', () => {
    expect(FLOW_NAME_LIMITS).toEqual({ minLength: 1, maxLength: 80 });
    expect(FLOW_NODE_DATA_LIMITS.texts).toEqual({ maxLength: 2000 });
    expect(ENTITY_VALUE_LIMITS.synonyms).toEqual({ minLength: 1, maxLength: 100 });
    expect(INTENT_INPUT_LIMITS.name.maxLength).toBe(80);
    expect(INTENT_INPUT_LIMITS.name.pattern.test('order.status')).toBe(true);
    expect(INTENT_INPUT_LIMITS.name.pattern.test('Order status')).toBe(false);
  });
});

function support(subject: string) {
  return { subject, description: 'Nothing loads at all.', severity: 'normal' };
}

function draft(nodes: number) {
  const node = { id: 'n', type: 'say', position: { x: 0, y: 0 }, data: {} };
  return {
    name: 'Billing',
    nodes: Array.from({ length: nodes }, () => node),
    edges: [],
    version: 1,
  };
}
