/**
 * When the story editor saves, and what it tells the writer. Every edit bumps a revision; a draft
 * is saved whole once the writer has paused for AUTOSAVE_DELAY_MS, one save at a time (edits made
 * during a save are saved after it). A failed save keeps every edit in the editor, says why, and
 * waits for the writer's Retry (or their next edit). A published story is live as it is saved, so
 * it is saved only when the writer asks. A new story is created on its first save, and not before
 * it holds something.
 */

export const AUTOSAVE_DELAY_MS = 1000;

export type SaveMode = 'draft' | 'published';

export interface AutosaveState {
  mode: SaveMode;
  /** Edits so far (0: as loaded). */
  revision: number;
  /** The revision the server has. */
  savedRevision: number;
  /** The revision a save in flight is sending, else null. */
  saving: number | null;
  /** Why the last save failed (shown until the next save succeeds), else null. */
  error: string | null;
  /** Whether a failed save may succeed when sent again (no answer, a server error), rather than being refused. */
  retryable: boolean;
  /** The revision whose save failed: autosave waits for a newer edit or the writer's Retry. */
  failedAt: number | null;
}

export type AutosaveEvent =
  | { type: 'edited' }
  | { type: 'save-started' }
  | { type: 'save-succeeded'; revision: number }
  | { type: 'save-failed'; revision: number; message: string; retryable: boolean }
  | { type: 'published' };

export const initialAutosave = (mode: SaveMode): AutosaveState => ({
  mode,
  revision: 0,
  savedRevision: 0,
  saving: null,
  error: null,
  retryable: false,
  failedAt: null,
});

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edited':
      return { ...state, revision: state.revision + 1 };
    case 'save-started':
      return { ...state, saving: state.revision };
    case 'save-succeeded':
      return {
        ...state,
        saving: null,
        savedRevision: Math.max(state.savedRevision, event.revision),
        error: null,
        retryable: false,
        failedAt: null,
      };
    case 'save-failed':
      return { ...state, saving: null, error: event.message, retryable: event.retryable, failedAt: event.revision };
    case 'published':
      return { ...state, mode: 'published' };
  }
}

export const hasUnsavedChanges = (state: AutosaveState) => state.revision > state.savedRevision;

/**
 * Whether to save now, on its own (the debounce timer has run out): a draft with edits the server
 * does not have, no save in flight, and no failure since the last edit (that waits for Retry).
 */
export function shouldAutosave(state: AutosaveState, story: { isNew: boolean; isBlank: boolean }): boolean {
  if (state.mode !== 'draft' || state.saving !== null || !hasUnsavedChanges(state)) return false;
  // A story is not created until it holds something.
  if (story.isNew && story.isBlank) return false;
  return state.failedAt === null || state.revision > state.failedAt;
}

/** Whether the writer may save by hand now (Retry, or a published story's Save changes). */
export const canSaveNow = (state: AutosaveState) => state.saving === null && hasUnsavedChanges(state);

export type SaveStatus =
  | { kind: 'saving'; label: 'Saving…' }
  | { kind: 'saved'; label: 'Saved' }
  | { kind: 'unsaved'; label: 'Unsaved changes' }
  | { kind: 'failed'; label: string }
  | { kind: 'idle'; label: '' };

/** What the editor's status line says. */
export function saveStatus(state: AutosaveState): SaveStatus {
  if (state.saving !== null) return { kind: 'saving', label: 'Saving…' };
  if (state.error !== null) return { kind: 'failed', label: state.error };
  if (hasUnsavedChanges(state)) return { kind: 'unsaved', label: 'Unsaved changes' };
  return state.savedRevision > 0 ? { kind: 'saved', label: 'Saved' } : { kind: 'idle', label: '' };
}
