import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_TS_PATH, generateApiSchemas } from '../../scripts/generate-api-schemas.mjs';
import { SCHEMA_TS_PATH, generateApiTypes } from '../../scripts/generate-api-types.mjs';

describe('src/lib/api-client/schema.ts', () => {
  it('is what `npm run api:types` generates from api/openapi.yaml', async () => {
    const committed = readFileSync(SCHEMA_TS_PATH, 'utf8');
    // On failure: run `npm run api:types` and commit the result.
    expect(committed).toBe(await generateApiTypes());
  }, 20_000);
});

describe('src/lib/api-client/schemas.ts', () => {
  it('is what `npm run api:types` generates from api/openapi.yaml', async () => {
    const committed = readFileSync(SCHEMAS_TS_PATH, 'utf8');
    // On failure: run `npm run api:types` and commit the result.
    expect(committed).toBe(await generateApiSchemas());
  }, 20_000);
});
