// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, readStoredDraft, writeStoredDraft } from './draftStore';

const asText = (raw: unknown) => (typeof raw === 'string' ? raw : undefined);

describe('draftStore', () => {
  it('keeps a draft per person and record in localStorage, which outlives the tab', () => {
    writeStoredDraft('ana', 'flow:1', { version: 3, draft: 'mine' });
    expect(readStoredDraft('ana', 'flow:1', asText)).toMatchObject({ version: 3, draft: 'mine' });
    expect(readStoredDraft('ben', 'flow:1', asText)).toBeUndefined();
    expect(readStoredDraft('ana', 'flow:2', asText)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a copy that is too old, unreadable or of another shape', () => {
    writeStoredDraft('ana', 'flow:1', { version: 3, draft: 'mine' });
    const later = Date.now() + DRAFT_MAX_AGE_MS + 1;
    expect(readStoredDraft('ana', 'flow:1', asText, later)).toBeUndefined();
    expect(localStorage.length).toBe(0);

    writeStoredDraft('ana', 'flow:1', { version: 3, draft: 42 });
    expect(readStoredDraft('ana', 'flow:1', asText)).toBeUndefined();
    localStorage.setItem('neo.draft.ana.flow:1', '{not json');
    expect(readStoredDraft('ana', 'flow:1', asText)).toBeUndefined();
  });

  it('removes the copy when written with nothing', () => {
    writeStoredDraft('ana', 'flow:1', { version: 3, draft: 'mine' });
    writeStoredDraft('ana', 'flow:1', undefined);
    expect(localStorage.length).toBe(0);
  });
});
