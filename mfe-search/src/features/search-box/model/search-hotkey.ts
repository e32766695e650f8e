/** The parts of a keydown that make up a shortcut. */
export interface HotkeyEvent {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
}

interface PlatformInfo {
  platform?: string;
  userAgentData?: { platform?: string };
}

/** Apple platforms use Cmd as the shortcut modifier; the others use Ctrl. */
export function isApplePlatform(navigatorLike: PlatformInfo | undefined = globalThis.navigator): boolean {
  const platform = navigatorLike?.userAgentData?.platform || navigatorLike?.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** For `aria-keyshortcuts`, in the modifier names that attribute uses. */
export function focusSearchShortcut(apple: boolean): string {
  return apple ? 'Meta+K' : 'Control+K';
}

/**
 * The top bar's focus-search hotkey is mod+k (Cmd+K on Apple platforms, Ctrl+K
 * elsewhere; Ctrl+K on a Mac stays the text-field "delete to end of line"). A keydown something
 * on the page already handled, such as an editor's insert-link, is left alone.
 */
export function isFocusSearchHotkey(event: HotkeyEvent, apple: boolean = isApplePlatform()): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey || event.shiftKey) return false;
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod) return false;
  // Keyboard layouts without Latin letters report another key; the physical K key still counts.
  const key = event.key.toLowerCase();
  return key === 'k' || (event.code === 'KeyK' && !/^[a-z]$/.test(key));
}
