// Writes src/lib/api-client/schemas.ts from api/openapi.yaml: a zod schema per
// components.schemas entry (`PortalUserSchema` for `PortalUser`), so every answer can be checked
// against the contract where it enters the app. Run by `npm run api:types` with the types;
// `generateApiSchemas()` returns the text (the contract test compares it with the committed one).
//
// zod/mini: functional, so each area's chunk carries only the checks it uses.
// Shapes only: types, required fields, enums, nullability, arrays and maps. Lengths, ranges and
// formats stay with the server and the contract tests: the portal must not refuse an answer it
// can show.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OPENAPI_PATH = resolve(root, 'api/openapi.yaml');
export const SCHEMAS_TS_PATH = resolve(root, 'src/lib/api-client/schemas.ts');

const BANNER = `// generated — do not edit. Source: api/openapi.yaml; run \`npm run api:types\`.
import { z } from 'zod/mini';
`;

const refName = (ref) => ref.replace('#/components/schemas/', '');

function refsOf(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') found.add(refName(value));
      else refsOf(value, found);
    }
  }
  return found;
}

/** The schemas in an order where each comes after everything it references. */
function dependencyOrder(schemas) {
  const ordered = [];
  const visiting = new Set();
  const visit = (name) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`recursive schema ${name} is not supported`);
    visiting.add(name);
    for (const dependency of refsOf(schemas[name])) visit(dependency);
    visiting.delete(name);
    ordered.push(name);
  };
  Object.keys(schemas).forEach(visit);
  return ordered;
}

function zodOf(schema) {
  if (schema.$ref) return `${refName(schema.$ref)}Schema`;
  if (schema.allOf) {
    return schema.allOf.map(zodOf).reduce((left, right) => `z.intersection(${left}, ${right})`);
  }
  if (schema.oneOf || schema.anyOf) {
    return `z.union([${(schema.oneOf ?? schema.anyOf).map(zodOf).join(', ')}])`;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 1 && types[0] === 'null') return 'z.null()';
  const nullable = types.includes('null');
  const type = types.find((candidate) => candidate !== 'null');
  let code;
  if (schema.enum) code = `z.enum(${JSON.stringify(schema.enum.filter((v) => v !== null))})`;
  else if (type === 'string') code = 'z.string()';
  else if (type === 'integer') code = 'z.int()';
  else if (type === 'number') code = 'z.number()';
  else if (type === 'boolean') code = 'z.boolean()';
  else if (type === 'array') code = `z.array(${zodOf(schema.items ?? {})})`;
  else if (type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, property]) =>
        `${JSON.stringify(name)}: ${required.has(name) ? zodOf(property) : `z.optional(${zodOf(property)})`}`,
    );
    if (fields.length === 0 && schema.additionalProperties) {
      code = `z.record(z.string(), ${zodOf(schema.additionalProperties)})`;
    } else code = `z.object({ ${fields.join(', ')} })`;
  } else code = 'z.unknown()';
  return nullable ? `z.nullable(${code})` : code;
}

export async function generateApiSchemas() {
  const doc = parse(readFileSync(OPENAPI_PATH, 'utf8'));
  const schemas = doc.components.schemas;
  const body = dependencyOrder(schemas)
    .map((name) => `export const ${name}Schema = ${zodOf(schemas[name])};\n`)
    .join('');
  const config = (await prettier.resolveConfig(SCHEMAS_TS_PATH)) ?? {};
  return prettier.format(BANNER + body, { ...config, parser: 'typescript' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMAS_TS_PATH, await generateApiSchemas());
  console.log(`wrote ${SCHEMAS_TS_PATH}`);
}
