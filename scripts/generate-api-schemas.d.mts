export const SCHEMAS_TS_PATH: string;
export function generateApiSchemas(): Promise<string>;
