import { isSupportedLanguage, type SupportedLanguage } from '../i18n/languages';

/** The portal settings as the server sends them (GET /api/v1/configs?scope=portal). */
export interface RawPortalSettings {
  NIAM_OIDC_URL: string;
  NIAM_OIDC_CLIENT_ID_PORTAL: string;
  /** A JSON array or a comma-separated string. */
  NEO_LANGUAGES_ENABLED: string[] | string;
}

/** The validated settings the app works with. */
export interface PortalSettings {
  oidcAuthority: string;
  oidcClientId: string;
  /** Enabled ∩ supported, in the server's order; never empty. */
  languages: SupportedLanguage[];
}

export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid portal settings: ${problems.join('; ')}`);
    this.name = 'InvalidSettingsError';
  }
}

function isAbsoluteHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function parseLanguageList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? value : undefined;
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  return undefined;
}

/**
 * Validates the server's answer. An invalid answer is treated like a failed request by the
 * bootstrapper (logged and retried), so the app never starts half-configured.
 */
export function parsePortalSettings(body: unknown): PortalSettings {
  const problems: string[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidSettingsError(['the answer is not a JSON object']);
  }
  const raw = body as Partial<Record<keyof RawPortalSettings, unknown>>;

  if (!isAbsoluteHttpUrl(raw.NIAM_OIDC_URL)) {
    problems.push('NIAM_OIDC_URL must be an absolute http(s) URL');
  }
  const clientId = raw.NIAM_OIDC_CLIENT_ID_PORTAL;
  if (typeof clientId !== 'string' || clientId.trim() === '') {
    problems.push('NIAM_OIDC_CLIENT_ID_PORTAL must be a non-empty string');
  }
  const listed = parseLanguageList(raw.NEO_LANGUAGES_ENABLED);
  const languages = [...new Set((listed ?? []).filter(isSupportedLanguage))];
  if (!listed) {
    problems.push('NEO_LANGUAGES_ENABLED must be a list or a comma-separated string');
  } else if (languages.length === 0) {
    problems.push('NEO_LANGUAGES_ENABLED names none of the supported languages');
  }

  if (problems.length > 0) throw new InvalidSettingsError(problems);
  return {
    oidcAuthority: (raw.NIAM_OIDC_URL as string).replace(/\/+$/, ''),
    oidcClientId: (clientId as string).trim(),
    languages,
  };
}
