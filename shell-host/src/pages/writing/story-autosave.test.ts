import {
  autosaveReducer,
  canSaveNow,
  initialAutosave,
  saveStatus,
  shouldAutosave,
  type AutosaveEvent,
  type AutosaveState,
} from './story-autosave.ts';

const run = (state: AutosaveState, ...events: AutosaveEvent[]) => events.reduce(autosaveReducer, state);
const existing = { isNew: false, isBlank: false };

describe('story autosave', () => {
  it('saves a draft with edits the server does not have, one save at a time', () => {
    const draft = initialAutosave('draft');
    expect(shouldAutosave(draft, existing)).toBe(false);
    const edited = run(draft, { type: 'edited' }, { type: 'edited' });
    expect(shouldAutosave(edited, existing)).toBe(true);
    const saving = run(edited, { type: 'save-started' });
    expect(saving.saving).toBe(2);
    expect(shouldAutosave(saving, existing)).toBe(false);
    expect(saveStatus(saving)).toEqual({ kind: 'saving', label: 'Saving…' });
    const saved = run(saving, { type: 'save-succeeded', revision: 2 });
    expect(saveStatus(saved)).toEqual({ kind: 'saved', label: 'Saved' });
    expect(shouldAutosave(saved, existing)).toBe(false);
  });

  it('edits made during a save are saved after it', () => {
    const state = run(
      initialAutosave('draft'),
      { type: 'edited' },
      { type: 'save-started' },
      { type: 'edited' },
      { type: 'save-succeeded', revision: 1 },
    );
    expect(saveStatus(state)).toEqual({ kind: 'unsaved', label: 'Unsaved changes' });
    expect(shouldAutosave(state, existing)).toBe(true);
  });

  it('does not create a story until it holds something', () => {
    const state = run(initialAutosave('draft'), { type: 'edited' });
    expect(shouldAutosave(state, { isNew: true, isBlank: true })).toBe(false);
    expect(shouldAutosave(state, { isNew: true, isBlank: false })).toBe(true);
    // An existing draft emptied by its writer is saved empty.
    expect(shouldAutosave(state, { isNew: false, isBlank: true })).toBe(true);
  });

  it('a failed save keeps its edits, says why, and waits for Retry or a newer edit', () => {
    const failed = run(
      initialAutosave('draft'),
      { type: 'edited' },
      { type: 'save-started' },
      { type: 'save-failed', revision: 1, message: 'No answer.', retryable: true },
    );
    expect(saveStatus(failed)).toEqual({ kind: 'failed', label: 'No answer.' });
    expect(shouldAutosave(failed, existing)).toBe(false);
    expect(canSaveNow(failed)).toBe(true);
    const editedAgain = run(failed, { type: 'edited' });
    expect(shouldAutosave(editedAgain, existing)).toBe(true);
    const recovered = run(editedAgain, { type: 'save-started' }, { type: 'save-succeeded', revision: 2 });
    expect(saveStatus(recovered)).toEqual({ kind: 'saved', label: 'Saved' });
  });

  it('never autosaves a published story: its edits wait for Save changes', () => {
    const published = run(initialAutosave('draft'), { type: 'published' }, { type: 'edited' });
    expect(shouldAutosave(published, existing)).toBe(false);
    expect(canSaveNow(published)).toBe(true);
    expect(saveStatus(published).label).toBe('Unsaved changes');
  });
});
