import { http, HttpResponse } from 'msw';

export function keepAliveHandlers() {
  return [
    http.get('*/keep-alive.html', () =>
      HttpResponse.text('<!doctype html><title>ok</title>', {
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' },
      }),
    ),
  ];
}
