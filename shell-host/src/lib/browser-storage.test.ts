/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { browserStorage } from './browser-storage.ts';

const global = globalThis as { window?: unknown };

afterEach(() => {
  delete global.window;
});

describe('browserStorage', () => {
  it('is null in the server render, where there is no window', () => {
    expect(typeof global.window).toBe('undefined');
    expect(browserStorage()).toBeNull();
  });

  it("is the window's localStorage in a browser", () => {
    const storage = { getItem: () => null } as unknown as Storage;
    global.window = { localStorage: storage };
    expect(browserStorage()).toBe(storage);
  });

  it('is null where the browser refuses storage (its getter throws)', () => {
    global.window = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(browserStorage()).toBeNull();
  });
});
