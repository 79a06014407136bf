// Writes src/lib/api-client/schema.ts from api/openapi.yaml: one exported type per
// components.schemas entry, and for each string enum its values in the document's order
// (`ROLE_VALUES` for `Role`), so pickers and URL checks share the contract's one list.
// `node scripts/generate-api-types.mjs` (npm run api:types) writes the file; `generateApiTypes()`
// returns the text (the contract test compares it with the committed one).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_PATH = resolve(root, 'api/openapi.yaml');
export const SCHEMA_TS_PATH = resolve(root, 'src/lib/api-client/schema.ts');

const BANNER = `// generated — do not edit. Source: api/openapi.yaml; run \`npm run api:types\`.
`;

/** `#/components/schemas/X` → `#/$defs/X`, so the schemas form one JSON Schema document. */
function rewriteRefs(node) {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/$defs/')
        : rewriteRefs(value),
    ]),
  );
}

/** `ChannelFilter` → `CHANNEL_FILTER_VALUES`. */
const valuesName = (name) => `${name.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase()}_VALUES`;

function enumValueLists(schemas) {
  return Object.entries(schemas)
    .filter(([, schema]) => schema.type === 'string' && Array.isArray(schema.enum))
    .map(
      ([name, schema]) =>
        `export const ${valuesName(name)} = ${JSON.stringify(schema.enum)} as const satisfies readonly ${name}[];\n`,
    )
    .join('');
}

export async function generateApiTypes() {
  const doc = parse(readFileSync(OPENAPI_PATH, 'utf8'));
  const schemas = rewriteRefs(doc.components.schemas);
  const names = Object.keys(schemas);
  const $defs = Object.fromEntries(names.map((name) => [name, { ...schemas[name], title: name }]));
  // One root that references every schema, so each becomes a named, exported declaration.
  const rootSchema = {
    title: 'ApiSchemas',
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { $ref: `#/$defs/${name}` }])),
    required: names,
    additionalProperties: false,
    $defs,
  };
  const body = await compile(rootSchema, 'ApiSchemas', {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    enableConstEnums: false,
    strictIndexSignatures: true,
    format: false,
    unknownAny: true,
  });
  // The root only exists to reach every schema; drop it.
  const withoutRoot = body.replace(/export interface ApiSchemas \{[\s\S]*?\n\}\n/, '');
  const config = (await prettier.resolveConfig(SCHEMA_TS_PATH)) ?? {};
  return prettier.format(BANNER + withoutRoot + enumValueLists(schemas), {
    ...config,
    parser: 'typescript',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_TS_PATH, await generateApiTypes());
  console.log(`wrote ${SCHEMA_TS_PATH}`);
}
