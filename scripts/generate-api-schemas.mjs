// Writes src/lib/api-client/schemas/*.ts from api/openapi.yaml: a zod schema per
// components.schemas entry (`PortalUserSchema` for `PortalUser`), so every answer can be checked
// against the contract where it enters the app. Run by `npm run api:types` with the types;
// `generateApiSchemas()` returns the files' texts (the contract test compares them with the
// committed ones).
//
// One file per area of the API (the paths in MODULE_OF_PATH), named for the feature that calls
// them, and `common.ts` for the portal shell's own paths and what several areas share. Building
// a zod schema is work at start-up: in one file, a signed-in start built all 190 of them (about
// 20 ms of a slow phone's start) and downloaded them (15 KB brotli) for the handful it reads.
//
// zod/mini: functional, so each area's chunk carries only the checks it uses.
// Shapes only: types, required fields, enums, nullability, arrays and maps. Lengths, ranges and
// formats stay with the server and the contract tests: the portal must not refuse an answer it
// can show.
//
// `requestBodies.ts` is the exception: the schemas request bodies use (`FlowUpdateBodySchema`),
// with the contract's limits as checks (maxLength, minLength, pattern, maxItems), each failing
// with the server's reason code (`too_long`, `required`, `too_short`, `invalid`). The mock server
// checks what it receives with them; no screen imports them (answers keep the shapes above).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OPENAPI_PATH = resolve(root, 'api/openapi.yaml');
export const SCHEMAS_DIR = resolve(root, 'src/lib/api-client/schemas');

/** Which file a path's schemas go to; a path not listed here fails the generator. */
const MODULE_OF_PATH = [
  [/^\/(configs|me|bots|health|build-info|incidents)$/, 'common'],
  [/^\/dashboard\//, 'dashboard'],
  [/^\/activity$/, 'homepage'],
  [/^\/conversations\/\{id\}\/latency$/, 'tech'],
  [/^\/(conversations|recordings)(\/|$)/, 'incoming'],
  [/^\/users(\/|$)/, 'users'],
  [/^\/support\//, 'support'],
  [/^\/(bot-configs|speech-services|tts-previews|phone-numbers)(\/|$)/, 'configuration'],
  [/^\/(metrics|logs|webhooks|api-keys)(\/|$)/, 'tech'],
  [/^\/(intents|intent-examples|nlu|training-jobs|models|entities)(\/|$)/, 'train'],
  [/^\/(flows|simulator|flow-tests|flow-test-runs)(\/|$)/, 'flows'],
];

function moduleOfPath(path) {
  const found = MODULE_OF_PATH.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`no schema file for the path ${path}: add it to MODULE_OF_PATH`);
  return found[1];
}

const BANNER = `// generated — do not edit. Source: api/openapi.yaml; run \`npm run api:types\`.
import { z } from 'zod/mini';
`;

const REQUEST_BODIES_NOTE = `
// What request bodies use, with the contract's limits as checks that fail with the server's reason
// codes: for the mock server, which checks what it receives. The app reads answers with the
// area files' shapes, which refuse no answer for a length.
`;

const SCHEMA_REF = '#/components/schemas/';

const refName = (ref) => ref.replace(SCHEMA_REF, '');

/** A JSON Schema pattern as a regex literal (`u`, as JSON Schema validators read patterns). */
export const regexLiteral = (pattern) => `/${pattern.replace(/\//g, '\\/')}/u`;

/**
 * The schemas a node names; with `doc`, also through the shared responses and parameters it
 * names (`#/components/responses/Conflict`).
 */
function refsOf(node, doc, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, doc, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref') refsOf(value, doc, found);
      else if (value.startsWith(SCHEMA_REF)) found.add(refName(value));
      else if (doc) {
        const target = value
          .slice(2)
          .split('/')
          .reduce((at, part) => at?.[part], doc);
        refsOf(target, doc, found);
      }
    }
  }
  return found;
}

/** Each schema's file: its area's when only one area's paths use it, else `common`. */
function moduleOfSchemas(doc) {
  const schemas = doc.components.schemas;
  const modules = new Map(Object.keys(schemas).map((name) => [name, new Set()]));
  const mark = (name, module) => {
    if (modules.get(name).has(module)) return;
    modules.get(name).add(module);
    for (const dependency of refsOf(schemas[name])) mark(dependency, module);
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const name of refsOf(item, doc)) mark(name, moduleOfPath(path));
  }
  return new Map(
    [...modules].map(([name, used]) => [name, used.size === 1 ? [...used][0] : 'common']),
  );
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

/**
 * The schemas request bodies use (through the shared request bodies too), with everything they
 * reference.
 */
export function requestBodySchemaNames(doc) {
  const schemas = doc.components.schemas;
  const names = new Set();
  const add = (name) => {
    if (names.has(name)) return;
    names.add(name);
    refsOf(schemas[name]).forEach(add);
  };
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      if (operation?.requestBody) refsOf(operation.requestBody, doc).forEach(add);
    }
  }
  return names;
}

/** The contract's limits of a string or an array as zod checks, each with its reason code. */
function limitChecks(schema, type) {
  const [max, min] = type === 'array' ? ['maxItems', 'minItems'] : ['maxLength', 'minLength'];
  const checks = [];
  if (schema[max] !== undefined) checks.push(`z.maxLength(${schema[max]}, 'too_long')`);
  if (schema[min] !== undefined) {
    checks.push(`z.minLength(${schema[min]}, '${schema[min] === 1 ? 'required' : 'too_short'}')`);
  }
  if (type === 'string' && schema.pattern !== undefined) {
    checks.push(`z.regex(${regexLiteral(schema.pattern)}, 'invalid')`);
  }
  return checks.length > 0 ? `.check(${checks.join(', ')})` : '';
}

/** The zod code of a schema; `checked`: with its limits, naming the `…BodySchema` copies. */
function zodOf(schema, checked = false) {
  const of = (part) => zodOf(part, checked);
  if (schema.$ref) return `${refName(schema.$ref)}${checked ? 'Body' : ''}Schema`;
  if (schema.allOf) {
    return schema.allOf.map(of).reduce((left, right) => `z.intersection(${left}, ${right})`);
  }
  if (schema.oneOf || schema.anyOf) {
    return `z.union([${(schema.oneOf ?? schema.anyOf).map(of).join(', ')}])`;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 1 && types[0] === 'null') return 'z.null()';
  const nullable = types.includes('null');
  const type = types.find((candidate) => candidate !== 'null');
  let code;
  if (schema.enum) code = `z.enum(${JSON.stringify(schema.enum.filter((v) => v !== null))})`;
  else if (type === 'string') code = `z.string()${checked ? limitChecks(schema, type) : ''}`;
  else if (type === 'integer') code = 'z.int()';
  else if (type === 'number') code = 'z.number()';
  else if (type === 'boolean') code = 'z.boolean()';
  else if (type === 'array') {
    code = `z.array(${of(schema.items ?? {})})${checked ? limitChecks(schema, type) : ''}`;
  } else if (type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, property]) =>
        `${JSON.stringify(name)}: ${required.has(name) ? of(property) : `z.optional(${of(property)})`}`,
    );
    if (fields.length === 0 && schema.additionalProperties) {
      code = `z.record(z.string(), ${of(schema.additionalProperties)})`;
    } else code = `z.object({ ${fields.join(', ')} })`;
  } else code = 'z.unknown()';
  return nullable ? `z.nullable(${code})` : code;
}

/** The files' texts by file name (`common.ts`, `dashboard.ts`, …). */
export async function generateApiSchemas() {
  const doc = parse(readFileSync(OPENAPI_PATH, 'utf8'));
  const schemas = doc.components.schemas;
  const moduleOf = moduleOfSchemas(doc);
  const ordered = dependencyOrder(schemas);
  const config = (await prettier.resolveConfig(resolve(SCHEMAS_DIR, 'common.ts'))) ?? {};
  const files = new Map();
  for (const module of [...new Set(moduleOf.values())].sort()) {
    const names = ordered.filter((name) => moduleOf.get(name) === module);
    const imported = [...new Set(names.flatMap((name) => [...refsOf(schemas[name])]))].filter(
      (name) => moduleOf.get(name) !== module,
    );
    // Schemas of one area use only their own and common ones (moduleOfSchemas).
    const imports = imported.length
      ? `import { ${imported
          .sort()
          .map((name) => `${name}Schema`)
          .join(', ')} } from './common';\n`
      : '';
    const body = names
      .map((name) => `export const ${name}Schema = ${zodOf(schemas[name])};\n`)
      .join('');
    files.set(
      `${module}.ts`,
      await prettier.format(BANNER + imports + body, { ...config, parser: 'typescript' }),
    );
  }
  const requestNames = requestBodySchemaNames(doc);
  const checked = ordered
    .filter((name) => requestNames.has(name))
    .map((name) => `export const ${name}BodySchema = ${zodOf(schemas[name], true)};\n`)
    .join('');
  files.set(
    'requestBodies.ts',
    await prettier.format(BANNER + REQUEST_BODIES_NOTE + checked, {
      ...config,
      parser: 'typescript',
    }),
  );
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await generateApiSchemas();
  mkdirSync(SCHEMAS_DIR, { recursive: true });
  for (const stale of readdirSync(SCHEMAS_DIR)) {
    if (!files.has(stale)) rmSync(resolve(SCHEMAS_DIR, stale));
  }
  for (const [name, text] of files) writeFileSync(resolve(SCHEMAS_DIR, name), text);
  console.log(`wrote ${[...files.keys()].join(', ')} in ${SCHEMAS_DIR}`);
}
