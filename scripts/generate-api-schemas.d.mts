export const SCHEMAS_DIR: string;
/** The files' texts by file name (`common.ts`, `dashboard.ts`, …). */
export function generateApiSchemas(): Promise<Map<string, string>>;
/** A JSON Schema pattern as a regex literal's code, with the `u` flag. */
export function regexLiteral(pattern: string): string;
/** The names of the schemas request bodies use, with everything they reference. */
export function requestBodySchemaNames(doc: object): Set<string>;
