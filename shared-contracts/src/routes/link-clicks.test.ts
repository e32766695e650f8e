import { isInAppHref, isPlainClick, type LinkClick } from './link-clicks.ts';

const plain: LinkClick = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('isPlainClick', () => {
  it('accepts a primary click without modifiers', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['ctrl (new tab)', { ctrlKey: true }],
    ['cmd (new tab on Mac)', { metaKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['alt (download)', { altKey: true }],
    ['middle button', { button: 1 }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s click to the browser', (_, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});

describe('isInAppHref', () => {
  it('treats site paths as in-app and other origins as external', () => {
    expect(isInAppHref('/about')).toBe(true);
    expect(isInAppHref('/search?q=cats')).toBe(true);
    expect(isInAppHref('https://help.inkpot.example')).toBe(false);
    expect(isInAppHref('//evil.example/about')).toBe(false);
  });
});
