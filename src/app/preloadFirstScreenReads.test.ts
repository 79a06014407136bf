import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchAreaData, preloadFirstScreenReads } from './prefetchAreaData';

// Each area's first-screen read, replaced by one that notes when its module is loaded and when
// it is asked to read.
const { loaded, reads } = vi.hoisted(() => ({ loaded: [] as string[], reads: [] as string[] }));
const fakeRead = (area: string) => {
  loaded.push(area);
  return { prefetchFirstScreen: () => void reads.push(area) };
};
vi.mock('../features/homepage/prefetchFirstScreen', () => fakeRead('homepage'));
vi.mock('../features/dashboard/prefetchFirstScreen', () => fakeRead('dashboard'));
vi.mock('../features/flows/prefetchFirstScreen', () => fakeRead('flows'));
vi.mock('../features/train/prefetchFirstScreen', () => fakeRead('train'));
vi.mock('../features/incoming/prefetchFirstScreen', () => fakeRead('incoming'));
vi.mock('../features/users/prefetchFirstScreen', () => fakeRead('users'));
vi.mock('../features/configuration/prefetchFirstScreen', () => fakeRead('configuration'));

describe('preloadFirstScreenReads', () => {
  it("loads every area's first-screen read without reading anything", async () => {
    preloadFirstScreenReads();
    await vi.waitFor(() =>
      expect([...loaded].sort()).toEqual([
        'configuration',
        'dashboard',
        'flows',
        'homepage',
        'incoming',
        'train',
        'users',
      ]),
    );
    expect(reads).toEqual([]);
  });

  it("sends a loaded area's read in the navigation's own task, not a task later", async () => {
    preloadFirstScreenReads();
    await vi.waitFor(() => expect(loaded).toHaveLength(7));
    prefetchAreaData(new QueryClient(), { pathname: '/flows', search: '' });
    // No await in between: an import() of the loaded module would answer only after this line.
    expect(reads).toEqual(['flows']);
  });
});
