export const SCHEMAS_DIR: string;
/** The files' texts by file name (`common.ts`, `dashboard.ts`, …). */
export function generateApiSchemas(): Promise<Map<string, string>>;
