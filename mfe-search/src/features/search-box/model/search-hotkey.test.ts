import { focusSearchShortcut, isApplePlatform, isFocusSearchHotkey, type HotkeyEvent } from './search-hotkey.ts';

const press = (key: string, change: Partial<HotkeyEvent> = {}): HotkeyEvent => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...change,
});

describe('isFocusSearchHotkey', () => {
  it('is Ctrl+K outside Apple platforms', () => {
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true }), false)).toBe(true);
    expect(isFocusSearchHotkey(press('K', { ctrlKey: true }), false)).toBe(true);
    expect(isFocusSearchHotkey(press('k', { metaKey: true }), false)).toBe(false);
  });

  it('is Cmd+K on Apple platforms, leaving Ctrl+K to text fields', () => {
    expect(isFocusSearchHotkey(press('k', { metaKey: true }), true)).toBe(true);
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true }), true)).toBe(false);
  });

  it('needs the modifier, and no other key', () => {
    expect(isFocusSearchHotkey(press('k'), false)).toBe(false);
    expect(isFocusSearchHotkey(press('j', { ctrlKey: true }), false)).toBe(false);
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true, metaKey: true }), false)).toBe(false);
  });

  it('counts the physical K key on a non-Latin layout, but not another Latin letter there', () => {
    expect(isFocusSearchHotkey(press('л', { code: 'KeyK', ctrlKey: true }), false)).toBe(true);
    expect(isFocusSearchHotkey(press('t', { code: 'KeyK', ctrlKey: true }), false)).toBe(false);
  });

  it('leaves a keydown that was already handled, or is part of an IME composition', () => {
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true, defaultPrevented: true }), false)).toBe(false);
    expect(isFocusSearchHotkey(press('k', { ctrlKey: true, isComposing: true }), false)).toBe(false);
  });
});

describe('platform', () => {
  it('recognises Apple platforms', () => {
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone' })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32' })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: 'Linux' }, platform: 'MacIntel' })).toBe(false);
    expect(isApplePlatform({})).toBe(false);
  });

  it('names the shortcut for aria-keyshortcuts', () => {
    expect(focusSearchShortcut(true)).toBe('Meta+K');
    expect(focusSearchShortcut(false)).toBe('Control+K');
  });
});
