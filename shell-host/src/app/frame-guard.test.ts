import { breakOutOfFrames } from './frame-guard.ts';

/** A window inside a frame whose top records where it was sent (or refuses, like a cross-origin top). */
function framedWindow(href: string, top: { location: { href: string } } | 'refuses') {
  const topWindow =
    top === 'refuses'
      ? {
          location: {
            set href(_value: string) {
              throw new DOMException('Blocked a frame from navigating its top', 'SecurityError');
            },
          },
        }
      : top;
  const win = { location: { href }, top: topWindow } as unknown as Window & { self: Window };
  win.self = win;
  return win;
}

describe('breakOutOfFrames', () => {
  it('lets a page that is not framed start', () => {
    const win = { location: { href: 'http://localhost:3000/' } } as unknown as Window & { self: Window; top: Window };
    win.self = win;
    win.top = win;
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
