import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOCK_API_PORT } from './env';

/**
 * One mock API server serves both workers, so a test that resets a scope and then relies on its
 * data (train.spec assigns sentences to intent-2 and reads them back) fails when the other
 * worker's test resets or edits the same scope in between (edit-safety saves into intent-2).
 * A test holding a scope's lock has the scope to itself. Requests queue in arrival order, so a
 * worker running one spec's tests back to back cannot keep the other waiting for all of them.
 */
const QUEUE_ROOT = join(tmpdir(), `portal-e2e-scopes-${MOCK_API_PORT}`);
const POLL_MS = 100;

const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Queue entries sort by arrival: zero-padded time, then the worker's pid and a counter. */
let counter = 0;
function entryName(): string {
  counter += 1;
  return `${String(Date.now()).padStart(15, '0')}-${process.pid}-${counter}`;
}

function pidOf(entry: string): number {
  return Number(entry.split('-')[1]);
}

/** Waits until this worker's entry is the first one of a live worker; returns the entry's path. */
export async function lockScope(scope: string): Promise<string> {
  const queue = join(QUEUE_ROOT, scope);
  mkdirSync(queue, { recursive: true });
  const mine = entryName();
  writeFileSync(join(queue, mine), '', { flag: 'wx' });
  const path = join(queue, mine);
  held.add(path);
  for (;;) {
    const entries = readdirSync(queue).sort();
    // A crashed worker's entries would block the queue for good: they are dropped.
    const first = entries.find((entry) => {
      if (alive(pidOf(entry))) return true;
      rmSync(join(queue, entry), { force: true });
      return false;
    });
    if (first === mine) return path;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function unlockScope(path: string): void {
  rmSync(path, { force: true });
  held.delete(path);
}

// A worker that stops mid-test (time-out, crash) leaves nothing queued.
process.on('exit', () => {
  for (const path of held) rmSync(path, { force: true });
});
