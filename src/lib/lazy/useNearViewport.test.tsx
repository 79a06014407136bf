import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

let renders = 0;

function Probe({ alreadyNear }: { alreadyNear?: boolean }) {
  renders++;
  const [near, ref] = useNearViewport<HTMLDivElement>(alreadyNear);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

function fakeObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; off: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, off: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.off = true;
      }
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true when the element comes within a screen of the viewport, and stops watching', () => {
    const observers = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('400px 0px');
    act(() => observer!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer!.off).toBe(true);
  });

  it('renders once when it mounts: watching the element sets no state while refs attach', () => {
    const observers = fakeObserver();
    renders = 0;
    render(<Probe />);
    // A ref callback storing the element in state rendered the part a second time, synchronously,
    // inside the commit that mounted it.
    expect(renders).toBe(1);
    expect(observers).toHaveLength(1);
  });

  it('is true at once when the part’s code is already there, watching nothing', () => {
    const observers = fakeObserver();
    render(<Probe alreadyNear />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
