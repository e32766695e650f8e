import { nextMenuState } from './menu-state.ts';

describe('nextMenuState', () => {
  it('opens on a click and fades out on a second click', () => {
    expect(nextMenuState('closed', 'toggle')).toBe('open');
    expect(nextMenuState('open', 'toggle')).toBe('closing');
    expect(nextMenuState('closing', 'faded')).toBe('closed');
  });

  it('re-opens when clicked while fading out', () => {
    expect(nextMenuState('closing', 'toggle')).toBe('open');
  });

  it('fades out on an outside click, Escape or scroll, and ignores them when closed', () => {
    expect(nextMenuState('open', 'dismiss')).toBe('closing');
    expect(nextMenuState('closed', 'dismiss')).toBe('closed');
    expect(nextMenuState('closing', 'dismiss')).toBe('closing');
  });

  it('ignores a late fade end after re-opening', () => {
    expect(nextMenuState('open', 'faded')).toBe('open');
  });
});
