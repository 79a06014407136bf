import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'delete';

interface Operation {
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}

export const doc = parse(readFileSync(resolve(__dirname, '../../api/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
};

export const METHODS: Method[] = ['get', 'post', 'put', 'delete'];

/** Every documented operation as `METHOD /path`. */
export const documentedOperations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
);

const SCHEMAS_ID = 'https://neo-portal.example/api/schemas';
const refName = (ref: string) => ref.replace('#/components/schemas/', '');
const allOfBases = new Set(
  Object.values(doc.components.schemas).flatMap((schema) =>
    ((schema.allOf as Json[] | undefined) ?? []).flatMap((part) =>
      typeof part.$ref === 'string' ? [refName(part.$ref)] : [],
    ),
  ),
);

/**
 * The document's schemas as one JSON Schema, closed for the test: an object may not carry
 * properties the document does not name (extension by allOf is closed with unevaluatedProperties).
 */
function tighten(node: unknown, insideAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => tighten(item, insideAllOf));
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref'
        ? (value as string).replace('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)
        : key === 'properties'
          ? Object.fromEntries(
              Object.entries(value as Json).map(([name, child]) => [name, tighten(child)]),
            )
          : tighten(value, key === 'allOf'),
    ]),
  ) as Json;
  if (schema.properties && !('additionalProperties' in schema) && !insideAllOf) {
    schema.additionalProperties = false;
  }
  const target = '$ref' in node ? refName(String(node.$ref)) : '';
  // A base that is itself an extension (Webhook → WebhookCreated) is closed where it is used.
  if ((schema.allOf || allOfBases.has(target)) && !insideAllOf) {
    Object.assign(schema, { type: 'object', unevaluatedProperties: false });
  }
  return schema;
}

const $defs = Object.fromEntries(
  Object.entries(doc.components.schemas).map(([name, schema]) => [
    name,
    tighten(schema, allOfBases.has(name)),
  ]),
);

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: SCHEMAS_ID, $defs });

function resolveResponse(response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  return doc.components.responses[ref.replace('#/components/responses/', '')];
}

export function operation(method: Method, path: string): Operation {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

/** The documented response for a status (or `default`): its media types and JSON schema. */
export function documentedResponse(method: Method, path: string, status: number) {
  const responses = operation(method, path).responses;
  const response = responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
  if (!response) return undefined;
  const content = resolveResponse(response).content as Record<string, { schema: Json }> | undefined;
  return { mediaTypes: Object.keys(content ?? {}), schema: content?.['application/json']?.schema };
}

/** Errors from validating `data` against a document schema (empty: valid). */
const compiled = new WeakMap<Json, ReturnType<typeof ajv.compile>>();

export function schemaErrors(schema: Json, data: unknown): string[] {
  const validate = compiled.get(schema) ?? ajv.compile(tighten(schema) as Json);
  compiled.set(schema, validate);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

export function requestSchema(method: Method, path: string): Json | undefined {
  return operation(method, path).requestBody?.content['application/json']?.schema;
}
