import { http, HttpResponse } from 'msw';
import type { MockOptions } from '../mockOptions';

export function configsHandlers({ settings }: MockOptions) {
  return [
    http.get('*/api/v1/configs', ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      if (scope !== 'portal') {
        return HttpResponse.json({ message: `Unknown scope: ${scope ?? ''}` }, { status: 400 });
      }
      return HttpResponse.json(settings);
    }),
  ];
}
