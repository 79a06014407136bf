import { http, HttpResponse } from 'msw';
import { createToneWav, mockDb } from '../data';
import { API, notFound } from './respond';

let wav: ArrayBuffer | undefined;

/** Every voice conversation's `recordingUrl` answers the same tiny tone. */
export function recordingsHandlers() {
  return [
    http.get(`${API}/recordings/:file`, ({ params }) => {
      const file = String(params.file);
      const id = file.replace(/\.wav$/, '');
      const conversation = mockDb().conversations.find((c) => c.id === id);
      if (!file.endsWith('.wav') || !conversation?.recordingUrl) {
        return notFound(`Recording ${file}`);
      }
      wav ??= createToneWav();
      return HttpResponse.arrayBuffer(wav.slice(0), {
        headers: { 'Content-Type': 'audio/wav', 'Cache-Control': 'private, max-age=3600' },
      });
    }),
  ];
}
