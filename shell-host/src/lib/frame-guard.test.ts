import { breakOutOfFrames, type FrameWindow } from './frame-guard.ts';

type Top = FrameWindow['top'];

/** A window inside a frame whose top records where it was sent, or refuses (a cross-origin top). */
function framedWindow(href: string, top: Top | 'refuses'): FrameWindow {
  const refusing: Top = {
    location: {
      get href() {
        return 'https://framer.example/';
      },
      set href(_value: string) {
        throw new DOMException('Blocked a frame from navigating its top', 'SecurityError');
      },
    },
  };
  return { location: { href }, top: top === 'refuses' ? refusing : top, self: {} };
}

describe('breakOutOfFrames', () => {
  it('lets a page that is not framed start', () => {
    const win: { self: unknown; top: Top; location: { href: string } } = {
      location: { href: 'http://localhost:3000/' },
      top: null,
      self: null,
    };
    win.top = win;
    win.self = win;
    expect(breakOutOfFrames(win, false)).toBe(true);
  });

  it('sends the framing page to this page and does not start inside the frame', () => {
    const top = { location: { href: 'https://framer.example/' } };
    expect(breakOutOfFrames(framedWindow('http://localhost:3000/@ann', top), false)).toBe(false);
    expect(top.location.href).toBe('http://localhost:3000/@ann');
  });

  it('does not start inside the frame when the top refuses to be navigated', () => {
    expect(breakOutOfFrames(framedWindow('http://localhost:3000/@ann', 'refuses'), false)).toBe(false);
  });

  it('stays in the frame when allow_iframe is on', () => {
    const top = { location: { href: 'https://framer.example/' } };
    expect(breakOutOfFrames(framedWindow('http://localhost:3000/@ann', top), true)).toBe(true);
    expect(top.location.href).toBe('https://framer.example/');
  });
});
