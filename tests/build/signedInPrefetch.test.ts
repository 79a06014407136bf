import { describe, expect, it } from 'vitest';
import { prefetchKeyOf } from '../../scripts/vite/signedInPrefetch';

describe('prefetchKeyOf', () => {
  it('groups the signed-in shell and each area’s pages by feature folder', () => {
    expect(prefetchKeyOf('/repo/src/app/SignedInPortal.tsx')).toBe('shell');
    expect(prefetchKeyOf('/repo/src/auth/sessionChunk.ts')).toBe('shell');
    expect(prefetchKeyOf('/repo/src/features/dashboard/DashboardPage.tsx')).toBe('dashboard');
    expect(prefetchKeyOf('/repo/src/features/dashboard/prefetchFirstScreen.ts')).toBe('dashboard');
    expect(prefetchKeyOf('C:\\repo\\src\\features\\incoming\\ConversationPage.tsx')).toBe(
      'incoming',
    );
    expect(prefetchKeyOf('/repo/src/features/incoming/components/Grid.tsx')).toBeUndefined();
    expect(prefetchKeyOf('/repo/src/i18n/locales.ts')).toBeUndefined();
  });
});
