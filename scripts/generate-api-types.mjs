// Writes src/lib/api-client/schema.ts from api/openapi.yaml: one exported type per
// components.schemas entry, and for each string enum its values in the document's order
// (`ROLE_VALUES` for `Role`), so pickers and URL checks share the contract's one list.
// For each schema a request body uses, the limits of its texts (`FLOW_NODE_DATA_LIMITS.label`:
// `{ maxLength: 80 }`), so forms check and stop at the contract's numbers instead of their own.
// It also writes `ApiOperations`: for each path and method of the document, its query parameters
// and its JSON body, so the API client accepts only the contract's paths with their own
// parameters and bodies.
// `node scripts/generate-api-types.mjs` (npm run api:types) writes the file; `generateApiTypes()`
// returns the text (the contract test compares it with the committed one).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { parse } from 'yaml';
import { regexLiteral, requestBodySchemaNames } from './generate-api-schemas.mjs';

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

/** `ChannelFilter` → `CHANNEL_FILTER_VALUES` (`suffix` VALUES). */
const constantName = (name, suffix) =>
  `${name.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase()}_${suffix}`;
const valuesName = (name) => constantName(name, 'VALUES');

function enumValueLists(schemas) {
  return Object.entries(schemas)
    .filter(([, schema]) => schema.type === 'string' && Array.isArray(schema.enum))
    .map(
      ([name, schema]) =>
        `export const ${valuesName(name)} = ${JSON.stringify(schema.enum)} as const satisfies readonly ${name}[];\n`,
    )
    .join('');
}

const TEXT_LIMITS = ['minLength', 'maxLength', 'pattern'];

/**
 * The limits of the text a schema holds, as code: a string's own, an array's items', a map's
 * values' (a language → text map), through references; none for an object with properties.
 */
function textLimits(schema, schemas) {
  if (schema.$ref) return textLimits(schemas[refName(schema.$ref)], schemas);
  const types = [schema.type].flat();
  if (types.includes('string') && !schema.enum) {
    const limits = TEXT_LIMITS.filter((keyword) => schema[keyword] !== undefined).map(
      (keyword) =>
        `${keyword}: ${keyword === 'pattern' ? regexLiteral(schema[keyword]) : schema[keyword]}`,
    );
    return limits.length > 0 ? `{ ${limits.join(', ')} }` : undefined;
  }
  if (types.includes('array')) return schema.items && textLimits(schema.items, schemas);
  if (!schema.properties && typeof schema.additionalProperties === 'object') {
    return textLimits(schema.additionalProperties, schemas);
  }
  return undefined;
}

/** A schema's text limits: its own (a name), or its properties' (an object, its allOf parts). */
function limitsOf(schema, schemas) {
  const own = textLimits(schema, schemas);
  if (own) return own;
  const parts = [schema, ...(schema.allOf ?? []).filter((part) => !part.$ref)];
  const fields = parts
    .flatMap((part) => Object.entries(part.properties ?? {}))
    .flatMap(([name, property]) => {
      const limits = textLimits(property, schemas);
      return limits ? [`${JSON.stringify(name)}: ${limits}`] : [];
    });
  return fields.length > 0 ? `{ ${fields.join(', ')} }` : undefined;
}

function limitLists(doc) {
  const schemas = doc.components.schemas;
  const requestNames = requestBodySchemaNames(doc);
  const note = `
// The contract's limits of the texts request bodies carry, by schema and property.
`;
  return (
    note +
    Object.keys(schemas)
      .filter((name) => requestNames.has(name))
      .flatMap((name) => {
        const limits = limitsOf(schemas[name], schemas);
        return limits
          ? [`export const ${constantName(name, 'LIMITS')} = ${limits} as const;\n`]
          : [];
      })
      .join('')
  );
}

const METHODS = ['get', 'post', 'put', 'delete'];

const refName = (ref) => ref.slice(ref.lastIndexOf('/') + 1);

/** The TypeScript type of a parameter's schema: a component's name, an enum, a number, … */
function parameterType(schema) {
  if (schema.$ref) return refName(schema.$ref);
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  // A sort parameter's pattern, `^(name|email):(asc|desc)$`, as the template type it describes.
  const sort = /^\^\(([\w|]+)\):\(asc\|desc\)\$$/.exec(schema.pattern ?? '');
  if (sort) {
    const fields = sort[1]
      .split('|')
      .map((field) => `'${field}'`)
      .join(' | ');
    return `\`\${${fields}}:\${'asc' | 'desc'}\``;
  }
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  return 'string';
}

function queryType(parameters, doc) {
  const query = parameters
    .map((parameter) =>
      parameter.$ref ? doc.components.parameters[refName(parameter.$ref)] : parameter,
    )
    .filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return 'never';
  const fields = query.map(
    (parameter) =>
      `${JSON.stringify(parameter.name)}${parameter.required ? '' : '?'}: ${parameterType(parameter.schema)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

function bodyType(requestBody) {
  const schema = requestBody?.content?.['application/json']?.schema;
  if (!schema) return 'undefined';
  return schema.$ref ? refName(schema.$ref) : 'unknown';
}

/** `'get bot-configs/{id}': { query: …; body: … }` for every operation of the document. */
function apiOperations(doc) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((name) => item[name])) {
      const operation = item[method];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const route = `${method} ${path.replace(/^\//, '')}`;
      entries.push(
        `${JSON.stringify(route)}: { query: ${queryType(parameters, doc)}; body: ${bodyType(operation.requestBody)} };`,
      );
    }
  }
  return `
/** Every operation of the contract: \`<method> <path below /api/v1>\` → its query and JSON body. */
export interface ApiOperations {
${entries.join('\n')}
}
`;
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
    // Limits on arrays are checked by the server and the request bodies' schemas; as types,
    // tuples up to maxItems would make every list a screen builds a type error.
    ignoreMinAndMaxItems: true,
    format: false,
    unknownAny: true,
  });
  // The root only exists to reach every schema; drop it.
  const withoutRoot = body.replace(/export interface ApiSchemas \{[\s\S]*?\n\}\n/, '');
  const config = (await prettier.resolveConfig(SCHEMA_TS_PATH)) ?? {};
  const constants = enumValueLists(schemas) + limitLists(doc);
  return prettier.format(BANNER + withoutRoot + constants + apiOperations(doc), {
    ...config,
    parser: 'typescript',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_TS_PATH, await generateApiTypes());
  console.log(`wrote ${SCHEMA_TS_PATH}`);
}
