import type { Breadcrumb, ErrorEvent, Event } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import {
  FILTERED,
  scrubBreadcrumb,
  scrubEvent,
  scrubSpan,
  scrubUrl,
  type StreamedSpan,
} from './scrub';

const JWT =
  'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZQ-_x';

describe('scrubUrl', () => {
  it.each(['code', 'state', 'session_state', 'id_token', 'access_token', 'refresh_token', 'iss'])(
    'removes %s from the query and the hash',
    (param) => {
      expect(scrubUrl(`https://portal.example/?${param}=secret&page=2`)).toBe(
        'https://portal.example/?page=2',
      );
      expect(scrubUrl(`https://portal.example/?page=2&${param}=secret`)).toBe(
        'https://portal.example/?page=2',
      );
      expect(scrubUrl(`https://portal.example/#${param}=secret&tab=a`)).toBe(
        'https://portal.example/#tab=a',
      );
    },
  );

  it('drops an emptied query or hash entirely', () => {
    expect(scrubUrl('https://portal.example/?code=abc&state=xyz&iss=https%3A%2F%2Fidp')).toBe(
      'https://portal.example/',
    );
    expect(scrubUrl('https://portal.example/#state=xyz&session_state=s&code=abc')).toBe(
      'https://portal.example/',
    );
    expect(scrubUrl('/?code=abc#id_token=t')).toBe('/');
  });

  it('handles a hash route with its own query, and a query followed by a hash', () => {
    expect(scrubUrl('https://portal.example/#/users?code=abc&q=x')).toBe(
      'https://portal.example/#/users?q=x',
    );
    expect(scrubUrl('https://portal.example/?code=abc#/users')).toBe(
      'https://portal.example/#/users',
    );
  });

  it('handles bare query strings, URLs inside text and relative URLs', () => {
    expect(scrubUrl('code=abc&state=xyz&page=1')).toBe('page=1');
    expect(scrubUrl('redirect=/home&code=abc')).toBe('redirect=/home');
    expect(scrubUrl('GET /cb?code=abc&x=1 failed, see https://a.example/?state=s')).toBe(
      'GET /cb?x=1 failed, see https://a.example/',
    );
  });

  it('matches parameter names exactly (also when encoded or upper-case) and keeps the rest', () => {
    expect(scrubUrl('/x?zipcode=1&statement=2&codes=3')).toBe('/x?zipcode=1&statement=2&codes=3');
    expect(scrubUrl('/x?CODE=1&%63ode=2&a=b')).toBe('/x?a=b');
    expect(scrubUrl('no url here, state of the art')).toBe('no url here, state of the art');
  });
});

describe('scrubEvent', () => {
  it('scrubs the request: URL, query string, Authorization in any casing, cookies', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: {
        url: 'https://portal.example/?code=abc&state=xyz&lng=de-DE',
        query_string: 'code=abc&state=xyz&lng=de-DE',
        cookies: { i18next: 'de-DE', session: 's' },
        headers: {
          Authorization: 'Bearer abc',
          'User-Agent': 'test',
          Cookie: 'session=s',
        },
      },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({
      url: 'https://portal.example/?lng=de-DE',
      query_string: 'lng=de-DE',
      headers: { 'User-Agent': 'test' },
    });
    // The SDK's event is left alone.
    expect(event.request?.headers?.Authorization).toBe('Bearer abc');

    for (const name of ['authorization', 'AUTHORIZATION', 'AuThOrIzAtIoN']) {
      const result = scrubEvent({ request: { headers: { [name]: 'Bearer abc', Accept: '*/*' } } });
      expect(result.request?.headers).toEqual({ Accept: '*/*' });
    }
  });

  it('scrubs query_string given as an object or as pairs', () => {
    expect(
      scrubEvent({ request: { query_string: { code: 'a', state: 'b', page: '1' } } }).request,
    ).toEqual({ query_string: { page: '1' } });
    expect(
      scrubEvent({
        request: {
          query_string: [
            ['id_token', 'a'],
            ['page', '1'],
          ],
        },
      }).request,
    ).toEqual({ query_string: [['page', '1']] });
  });

  it('redacts JWTs and bearer tokens anywhere, including exception values and nested data', () => {
    const event: Event = {
      message: `token ${JWT} leaked`,
      exception: { values: [{ type: 'Error', value: `Bad token: ${JWT}` }] },
      extra: { deep: { deeper: [{ value: JWT }], header: 'Bearer opaque-token.123' } },
      tags: { t: JWT },
    };
    const scrubbed = scrubEvent(event);
    expect(JSON.stringify(scrubbed)).not.toContain('eyJ');
    expect(JSON.stringify(scrubbed)).not.toContain('opaque-token');
    expect(scrubbed.message).toBe(`token ${FILTERED} leaked`);
    expect(scrubbed.exception?.values?.[0].value).toBe(`Bad token: ${FILTERED}`);
    expect(scrubbed.extra).toEqual({
      deep: { deeper: [{ value: FILTERED }], header: `Bearer ${FILTERED}` },
    });
  });

  it('drops token-named keys whatever their value looks like', () => {
    const scrubbed = scrubEvent({
      extra: { user: { access_token: 'opaque', refresh_token: 'r', id_token: 'i', name: 'n' } },
    });
    expect(scrubbed.extra).toEqual({ user: { name: 'n' } });
  });

  it('scrubs the transaction name, spans and breadcrumbs carried by the event', () => {
    const scrubbed = scrubEvent({
      type: 'transaction',
      transaction: '/?code=abc&state=xyz',
      spans: [
        {
          span_id: '1',
          trace_id: '2',
          start_timestamp: 0,
          status: 'ok',
          description: 'GET https://api.example/cb?code=abc&x=1',
          data: { 'url.full': 'https://idp.example/token#access_token=a&x=1' },
        },
      ],
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/?code=abc', to: '/home#id_token=t&x=1', headers: { authorization: 'x' } },
        },
      ],
    });
    expect(scrubbed.transaction).toBe('/');
    expect(scrubbed.spans?.[0].description).toBe('GET https://api.example/cb?x=1');
    expect(scrubbed.spans?.[0].data).toEqual({ 'url.full': 'https://idp.example/token#x=1' });
    expect(scrubbed.breadcrumbs?.[0].data).toEqual({ from: '/', to: '/home#x=1', headers: {} });
  });

  it('stops at a bounded depth instead of walking without end', () => {
    type Nested = { next?: Nested; value?: string };
    const root: Nested = {};
    let node = root;
    for (let i = 0; i < 50; i += 1) node = node.next = {};
    node.value = JWT;
    const scrubbed = scrubEvent({ extra: { root } });
    expect(JSON.stringify(scrubbed)).not.toContain('eyJ');
    expect(JSON.stringify(scrubbed)).toContain(FILTERED);
  });

  it('keeps numbers, booleans and harmless strings as they are', () => {
    const event: Event = { level: 'error', timestamp: 12.5, extra: { ok: true, n: null } };
    expect(scrubEvent(event)).toEqual(event);
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs data.url, data.from, data.to, the message and Authorization headers', () => {
    const breadcrumb: Breadcrumb = {
      category: 'xhr',
      message: `redirect to /?code=abc&state=xyz with ${JWT}`,
      data: {
        url: '/api/v1/x?access_token=a&page=2',
        from: '/#state=s&session_state=ss',
        to: '/home?iss=https%3A%2F%2Fidp.example',
        request: { headers: { Authorization: 'Bearer a', authorization: 'Bearer b' } },
      },
    };
    expect(scrubBreadcrumb(breadcrumb)).toEqual({
      category: 'xhr',
      message: `redirect to / with ${FILTERED}`,
      data: { url: '/api/v1/x?page=2', from: '/', to: '/home', request: { headers: {} } },
    });
  });
});

describe('scrubSpan', () => {
  it('scrubs a streamed span: its name and its attributes', () => {
    const span: StreamedSpan = {
      trace_id: 't',
      span_id: 's',
      name: '/callback?code=abc',
      start_timestamp: 0,
      status: 'ok',
      is_segment: true,
      attributes: {
        'url.full': 'https://portal.example/?code=abc&state=xyz',
        'http.query': '?code=abc&page=1',
        'http.fragment': { value: '#id_token=t', type: 'string' },
        'http.request.header.authorization': 'Bearer a',
      },
    };
    expect(scrubSpan(span)).toEqual({
      ...span,
      name: '/callback',
      attributes: {
        'url.full': 'https://portal.example/',
        'http.query': '?page=1',
        'http.fragment': { value: '', type: 'string' },
      },
    });
  });
});
