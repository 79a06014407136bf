import type { BuildInfo } from '../../../lib/api-client/schema';

export interface PortalBuild {
  version: string;
  builtAt: string;
}

/**
 * The versions as plain lines for a support request: English labels on purpose, since the
 * reader is the support team, whatever language the portal speaks.
 */
export function buildReport(portal: PortalBuild, server: BuildInfo): string {
  return [
    `Portal version: ${portal.version}`,
    `Portal built at: ${portal.builtAt}`,
    `API version: ${server.apiVersion}`,
    `API built at: ${server.apiBuiltAt}`,
    `NLU engine: ${server.nluEngine}`,
    `Speech providers: ${server.speechProviders.join(', ')}`,
  ].join('\n');
}
