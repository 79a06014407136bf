import { http, HttpResponse } from 'msw';
import type { MockOptions } from '../mockOptions';
import { validationFailed } from './respond';

export function configsHandlers({ settings }: MockOptions) {
  return [
    http.get('*/api/v1/configs', ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      if (scope !== 'portal') {
        return validationFailed({ scope: 'unknown_value' }, `Unknown scope: ${scope ?? ''}`);
      }
      return HttpResponse.json(settings);
    }),
  ];
}
