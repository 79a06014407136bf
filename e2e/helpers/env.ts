/** Where the e2e stack listens; playwright.config.ts starts it at these addresses. */
export const PORTAL_URL = process.env.PORTAL_URL ?? 'http://localhost:4173';
export const IDP_PORT = Number(process.env.IDP_PORT ?? 9400);
export const IDP_URL = `http://localhost:${IDP_PORT}`;
export const MOCK_API_PORT = Number(process.env.MOCK_API_PORT ?? 9401);
