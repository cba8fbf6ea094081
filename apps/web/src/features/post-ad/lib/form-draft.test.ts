import { afterEach, describe, expect, it } from 'vitest';
import { clearFormDraft, FORM_DRAFT_MAX_AGE_MS, formDraftKey, readFormDraft, saveFormDraft } from './form-draft';
import { fittedSize } from './shrink-photo';

describe('the post-ad form kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it('gives the form back for 7 days, then forgets it', () => {
    const key = formDraftKey('42');
    const savedAt = Date.UTC(2026, 10, 1);
    saveFormDraft(key, { title: 'Houten eettafel', currency: 'SRD' }, 7, savedAt);
    expect(readFormDraft(key, savedAt + FORM_DRAFT_MAX_AGE_MS - 1)).toEqual({
      values: { title: 'Houten eettafel', currency: 'SRD' },
      draftId: 7,
      savedAt,
    });
    expect(readFormDraft(key, savedAt + FORM_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    // Forgotten for good, not only hidden.
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("keeps each account's form apart, and a guest's, and drops it once posted", () => {
    saveFormDraft(formDraftKey('1'), { title: 'Fiets' }, null);
    saveFormDraft(formDraftKey(null), { title: 'Stoel' }, null);
    expect(readFormDraft<{ title: string }>(formDraftKey('2'))).toBeNull();
    expect(readFormDraft<{ title: string }>(formDraftKey(undefined))?.values.title).toBe('Stoel');
    clearFormDraft(formDraftKey('1'));
    expect(readFormDraft(formDraftKey('1'))).toBeNull();
  });
});

describe('a photo shrunk before upload', () => {
  it('gets a long side of at most 1600 px, keeps its shape and is never enlarged', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
