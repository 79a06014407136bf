import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR, generateApiSchemas } from '../../scripts/generate-api-schemas.mjs';
import { SCHEMA_TS_PATH, generateApiTypes } from '../../scripts/generate-api-types.mjs';

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
