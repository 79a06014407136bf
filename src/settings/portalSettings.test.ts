import { describe, expect, it } from 'vitest';
import { InvalidSettingsError, parsePortalSettings } from './portalSettings';

const valid = {
  NIAM_OIDC_URL: 'https://id.example.com/realms/neo/',
  NIAM_OIDC_CLIENT_ID_PORTAL: ' portal ',
  NEO_LANGUAGES_ENABLED: ['fr-FR', 'en-US'],
};

describe('parsePortalSettings', () => {
  it('accepts a valid answer and keeps the server order of languages', () => {
    expect(parsePortalSettings(valid)).toEqual({
      oidcAuthority: 'https://id.example.com/realms/neo',
      oidcClientId: 'portal',
      languages: ['fr-FR', 'en-US'],
    });
  });

  it('accepts a comma-separated language list and intersects it with the supported languages', () => {
    const parsed = parsePortalSettings({
      ...valid,
      NEO_LANGUAGES_ENABLED: 'ja-JP, xx-XX,de-DE,ja-JP',
    });
    expect(parsed.languages).toEqual(['ja-JP', 'de-DE']);
  });

  it.each([
    ['a relative authority', { NIAM_OIDC_URL: '/auth' }, /NIAM_OIDC_URL/],
    ['a non-http authority', { NIAM_OIDC_URL: 'javascript:alert(1)' }, /NIAM_OIDC_URL/],
    ['a missing authority', { NIAM_OIDC_URL: undefined }, /NIAM_OIDC_URL/],
    ['an empty client id', { NIAM_OIDC_CLIENT_ID_PORTAL: '  ' }, /CLIENT_ID/],
    ['a numeric client id', { NIAM_OIDC_CLIENT_ID_PORTAL: 42 }, /CLIENT_ID/],
    ['a language list of numbers', { NEO_LANGUAGES_ENABLED: [1, 2] }, /NEO_LANGUAGES_ENABLED/],
    ['no supported language', { NEO_LANGUAGES_ENABLED: ['xx-XX'] }, /none of the supported/],
    ['a missing language list', { NEO_LANGUAGES_ENABLED: undefined }, /NEO_LANGUAGES_ENABLED/],
  ])('rejects %s', (_name, patch, message) => {
    expect(() => parsePortalSettings({ ...valid, ...patch })).toThrow(message);
  });

  it.each([['<html>not json</html>'], [null], [undefined], [[valid]]])(
    'rejects a body that is not an object: %j',
    (body) => {
      expect(() => parsePortalSettings(body)).toThrow(InvalidSettingsError);
    },
  );
});
