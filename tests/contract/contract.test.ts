import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/mocks/handlers';
import { resetMockData } from '../../src/mocks/data';
import { CASES, type ContractCase } from './cases';
import {
  type Method,
  documentedOperations,
  documentedResponse,
  operation,
  requestSchema,
  schemaErrors,
} from './openapiDoc';
import { answerWithMockServer } from '../../src/testing/mockServer';

answerWithMockServer();

const BASE = 'http://localhost/api/v1';

async function call({ method, url, body, role }: ContractCase): Promise<Response> {
  await fetch(`${BASE}/__mock__/role`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: role ?? 'administrator' }),
  });
  return fetch(`${BASE}${url}`, {
    method: method.toUpperCase(),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeEach(() => resetMockData(Date.parse('2026-03-15T12:00:00Z')));

describe('the mock API keeps the contract (api/openapi.yaml)', () => {
  it.each(CASES.map((c) => [`${c.method.toUpperCase()} ${c.path} — ${c.name}`, c] as const))(
    '%s',
    async (_title, contractCase) => {
      const { method, path, status, body } = contractCase;
      contractCase.arrange?.();
      if (body !== undefined && status < 300) {
        const schema = requestSchema(method, path);
        expect(schema, 'the request body is documented').toBeDefined();
        expect(schemaErrors(schema!, body), 'the example request is valid').toEqual([]);
      }
      const response = await call(contractCase);
      expect(response.status).toBe(status);
      const documented = documentedResponse(method, path, status);
      expect(documented, `status ${status} is documented`).toBeDefined();
      if (documented!.mediaTypes.length === 0) {
        expect(await response.text()).toBe('');
        return;
      }
      const mediaType = response.headers.get('content-type')?.split(';')[0];
      expect(documented!.mediaTypes).toContain(mediaType);
      if (mediaType !== 'application/json' || documented!.mediaTypes.length > 1) {
        // A file (an export): one of the documented types, with content.
        expect((await response.text()).length).toBeGreaterThan(0);
        return;
      }
      const json: unknown = await response.json();
      expect(schemaErrors(documented!.schema!, json)).toEqual([]);
    },
  );

  it('serves a voice recording as a valid WAV file', async () => {
    const detail = (await (await fetch(`${BASE}/conversations/conv-0001`)).json()) as {
      channel: string;
    };
    const list = (await (await fetch(`${BASE}/conversations?channel=voice&pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    expect(detail.channel).toMatch(/voice|chat/);
    const voice = (await (await fetch(`${BASE}/conversations/${list.items[0].id}`)).json()) as {
      recordingUrl: string;
    };
    const response = await fetch(`http://localhost${voice.recordingUrl}`);
    expect(response.status).toBe(200);
    expect(documentedResponse('get', '/recordings/{file}', 200)?.mediaTypes).toEqual(['audio/wav']);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WAVE');
  });

  /** POST /tts-previews with Katja's German voice. */
  const askForSample = (speakingRate: number, text: string) =>
    fetch(`${BASE}/tts-previews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        speechService: 'azure-speech',
        voice: 'de-DE-KatjaNeural',
        language: 'de-DE',
        speakingRate,
        text,
      }),
    });

  it('speaks a voice sample as a valid WAV file, longer for a slower speaking rate or a pause', async () => {
    const sample = async (
      speakingRate: number,
      text = 'Guten Tag, hier ist Ihr Serviceassistent.',
    ) => {
      const response = await askForSample(speakingRate, text);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      return new Uint8Array(await response.arrayBuffer());
    };
    expect(documentedResponse('post', '/tts-previews', 200)?.mediaTypes).toEqual(['audio/wav']);
    const normal = await sample(1);
    expect(String.fromCharCode(...normal.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...normal.slice(8, 12))).toBe('WAVE');
    expect((await sample(0.5)).length).toBeGreaterThan(normal.length);
    const paused = await sample(
      1,
      'Guten Tag, <break time="2s"/>hier ist <emphasis>Ihr</emphasis> Serviceassistent.',
    );
    expect(paused.length).toBeGreaterThan(normal.length);
  });

  it('refuses a voice sample whose markup a speech service would refuse', async () => {
    const response = await askForSample(1, 'Guten <emphasis>Tag');
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ text: 'invalid' });
  });

  it('exercises every documented operation and every documented status', () => {
    const exercised = new Set(CASES.map((c) => `${c.method.toUpperCase()} ${c.path}`));
    exercised.add('GET /recordings/{file}'); // the 200 has its own case above
    expect(documentedOperations.filter((op) => !exercised.has(op))).toEqual([]);
    const statuses = CASES.map((c) => `${c.method} ${c.path} ${c.status}`);
    const missing = documentedOperations.flatMap((op) => {
      const [method, path] = op.split(' ');
      const lower = method.toLowerCase() as Method;
      if (op === 'GET /recordings/{file}') return [];
      return (
        Object.keys(operation(lower, path).responses)
          .filter((status) => status !== 'default')
          .map((status) => `${lower} ${path} ${status}`)
          // Audio, not JSON: its own case below.
          .filter((key) => key !== 'post /tts-previews 200')
          .filter((key) => !statuses.includes(key))
      );
    });
    expect(missing).toEqual([]);
  });

  it('mocks no /api/v1 path the document does not describe (mock-only __mock__ aside)', () => {
    const mocked = createHandlers().flatMap((handler) => {
      const info = handler.info as { method?: unknown; path?: unknown };
      if (typeof info.path !== 'string' || !info.path.startsWith('*/api/v1/')) return [];
      const path = info.path.slice('*/api/v1'.length).replace(/:(\w+)/g, '{$1}');
      if (path.startsWith('/__mock__/')) return [];
      return [`${String(info.method)} ${path}`];
    });
    expect(mocked.filter((op) => !documentedOperations.includes(op))).toEqual([]);
    expect(documentedOperations.filter((op) => !mocked.includes(op))).toEqual([]);
  });

  it('is closed: a field the document does not name fails validation', async () => {
    const page = await (await fetch(`${BASE}/conversations?pageSize=1`)).json();
    const detail = await (await fetch(`${BASE}/conversations/conv-0001`)).json();
    const schemaOf = (path: string) => documentedResponse('get', path, 200)!.schema!;
    expect(schemaErrors(schemaOf('/conversations'), page)).toEqual([]);
    page.items[0].extra = 1;
    expect(schemaErrors(schemaOf('/conversations'), page)).not.toEqual([]);
    expect(schemaErrors(schemaOf('/conversations/{id}'), { ...detail, extra: 1 })).not.toEqual([]);
    expect(schemaErrors(schemaOf('/conversations/{id}'), { ...detail, transcript: 1 })).not.toEqual(
      [],
    );
  });

  it('fits the API client: PUT and DELETE address {path}/{id}', () => {
    const misfits = documentedOperations.filter(
      (op) => /^(PUT|DELETE) /.test(op) && !/^\w+ \/[\w/-]+\/\{\w+\}$/.test(op),
    );
    expect(misfits).toEqual([]);
  });
});
