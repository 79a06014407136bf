import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { useAllEnglishTexts } from './useAllEnglishTexts';

let pending: Promise<void> | undefined;
vi.mock('./allEnglishTexts', () => ({ allEnglishTextsFor: () => pending }));

function Probe() {
  return <p>{useAllEnglishTexts() ? 'ready' : 'waiting'}</p>;
}

function renderProbe() {
  return render(
    <ErrorBoundary fallbackRender={({ error }) => <p>failed: {String(error)}</p>}>
      <Probe />
    </ErrorBoundary>,
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAllEnglishTexts', () => {
  it('is ready at once when nothing needs loading (the English file loaded)', () => {
    pending = undefined;
    renderProbe();
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('waits for the bundled English, then is ready', async () => {
    const load = deferred();
    pending = load.promise;
    renderProbe();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      pending = undefined; // filled: nothing left to load for the instance
      load.resolve();
      await load.promise;
    });
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('throws a chunk that cannot be loaded to the error boundary', async () => {
    const load = deferred();
    pending = load.promise;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProbe();
    await act(async () => {
      load.reject(new Error('chunk gone'));
      await load.promise.catch(() => {});
    });
    expect(screen.getByText('failed: Error: chunk gone')).toBeInTheDocument();
  });
});
