/**
 * Unsaved drafts kept in the browser (localStorage), one per person and record, so a crash, a
 * reload or a closed tab loses nothing: the editor offers the copy back when the record is opened
 * again. localStorage, not sessionStorage: a closed tab's sessionStorage is gone with it.
 */
export interface StoredDraft<D> {
  /** The server version the draft was based on. */
  version: number;
  /** When it was kept (ms since the epoch): old copies are dropped. */
  keptAt: number;
  draft: D;
}

const PREFIX = 'neo.draft.';

/** A kept draft is offered for two weeks; after that it is cleaned up on the next read. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

const storageKey = (owner: string, record: string) => `${PREFIX}${owner}.${record}`;

const isStored = (value: unknown): value is StoredDraft<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredDraft<unknown>).version === 'number' &&
  typeof (value as StoredDraft<unknown>).keptAt === 'number' &&
  'draft' in value;

/**
 * The draft kept for this person and record, if it is readable, young enough and passes `parse`
 * (a draft written by an older build may no longer fit the form).
 */
export function readStoredDraft<D>(
  owner: string,
  record: string,
  parse: (draft: unknown) => D | undefined,
  now = Date.now(),
): StoredDraft<D> | undefined {
  const key = storageKey(owner, record);
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    const draft = isStored(stored) ? parse(stored.draft) : undefined;
    if (isStored(stored) && draft !== undefined && now - stored.keptAt <= DRAFT_MAX_AGE_MS) {
      return { version: stored.version, keptAt: stored.keptAt, draft };
    }
    localStorage.removeItem(key);
  } catch {
    // Blocked or corrupt storage: there is nothing to offer.
  }
  return undefined;
}

export function writeStoredDraft<D>(
  owner: string,
  record: string,
  value: { version: number; draft: D } | undefined,
): void {
  const key = storageKey(owner, record);
  try {
    if (value) localStorage.setItem(key, JSON.stringify({ ...value, keptAt: Date.now() }));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the browser's leave warning and the save itself still hold.
  }
}
