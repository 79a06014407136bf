import { describe, expect, it, vi } from 'vitest';
import { preloadFirstScreenReads } from './prefetchAreaData';

// Each area's first-screen read, replaced by one that notes when its module is loaded and when
// it is asked to read.
const { loaded, reads } = vi.hoisted(() => ({ loaded: [] as string[], reads: [] as string[] }));
const fakeRead = (area: string) => {
  loaded.push(area);
  return { prefetchFirstScreen: () => void reads.push(area) };
};
vi.mock('../features/dashboard/prefetchFirstScreen', () => fakeRead('dashboard'));
vi.mock('../features/flows/prefetchFirstScreen', () => fakeRead('flows'));
vi.mock('../features/train/prefetchFirstScreen', () => fakeRead('train'));
vi.mock('../features/incoming/prefetchFirstScreen', () => fakeRead('incoming'));
vi.mock('../features/users/prefetchFirstScreen', () => fakeRead('users'));

describe('preloadFirstScreenReads', () => {
  it("loads every area's first-screen read without reading anything", async () => {
    preloadFirstScreenReads();
    await vi.waitFor(() =>
      expect([...loaded].sort()).toEqual(['dashboard', 'flows', 'incoming', 'train', 'users']),
    );
    expect(reads).toEqual([]);
  });
});
