export const OPENAPI_PATH: string;
export const SCHEMA_TS_PATH: string;
/** The text schema.ts should have, freshly generated from api/openapi.yaml. */
export function generateApiTypes(): Promise<string>;
