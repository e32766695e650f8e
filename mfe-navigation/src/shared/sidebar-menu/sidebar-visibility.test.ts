import { createSidebarVisibilityStore, initialSidebarOpen, sidebarStorageKey } from './sidebar-visibility.ts';

describe('initialSidebarOpen', () => {
  it('opens on wide screens unless the viewer closed it, and starts closed as an overlay', () => {
    expect(initialSidebarOpen(true, null)).toBe(true);
    expect(initialSidebarOpen(true, 'true')).toBe(true);
    expect(initialSidebarOpen(true, 'false')).toBe(false);
    expect(initialSidebarOpen(false, 'true')).toBe(false);
  });
});

describe('createSidebarVisibilityStore', () => {
  beforeEach(() => localStorage.clear());
  const store = () => createSidebarVisibilityStore(() => localStorage);

  it('persists the wide-screen preference per viewer', () => {
    const first = store();
    first.reset('u1', true);
    expect(first.state$.value).toEqual({ open: true, animated: false });
    expect(first.toggle()).toEqual({ open: false, animated: true });
    expect(localStorage.getItem(sidebarStorageKey('u1'))).toBe('false');

    const reloaded = store();
    reloaded.reset('u1', true);
    expect(reloaded.state$.value).toEqual({ open: false, animated: false });
    reloaded.reset('u2', true);
    expect(reloaded.state$.value.open).toBe(true);
  });

  it('does not persist the overlay on narrow screens', () => {
    const narrow = store();
    narrow.reset('u1', false);
    expect(narrow.state$.value.open).toBe(false);
    narrow.toggle();
    expect(narrow.state$.value).toEqual({ open: true, animated: true });
    expect(localStorage.getItem(sidebarStorageKey('u1'))).toBeNull();
  });

  it('stays closed for visitors', () => {
    const visitor = store();
    visitor.reset(null, true);
    expect(visitor.state$.value.open).toBe(false);
  });
});

describe('visibilityFor', () => {
  beforeEach(() => localStorage.clear());

  it('answers what reset will set without changing the store, then the store itself once reset ran', () => {
    localStorage.setItem(sidebarStorageKey('closer'), 'false');
    const visibility = createSidebarVisibilityStore(() => localStorage);
    expect(visibility.visibilityFor('u1', true)).toEqual({ open: true, animated: false });
    expect(visibility.visibilityFor('closer', true)).toEqual({ open: false, animated: false });
    expect(visibility.visibilityFor(null, true).open).toBe(false);
    expect(visibility.state$.value.open).toBe(false);

    visibility.reset('u1', true);
    visibility.toggle();
    expect(visibility.visibilityFor('u1', true)).toEqual({ open: false, animated: true });
  });
});
