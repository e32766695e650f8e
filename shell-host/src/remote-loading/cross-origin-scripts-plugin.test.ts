import { crossOriginScriptsPlugin } from './cross-origin-scripts-plugin.ts';

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;

describe('cross-origin scripts plugin', () => {
  const createScript = crossOriginScriptsPlugin('https://inkpot.test').createScript as unknown as CreateScript;

  it("loads another origin's script in CORS mode, keeping the runtime's attributes", () => {
    const script = createScript({
      url: 'https://cdn.inkpot.test/search/__federation_expose_search_box.0123456789ab.js',
      attrs: { fetchpriority: 'high', type: 'text/javascript' },
    });
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe('https://cdn.inkpot.test/search/__federation_expose_search_box.0123456789ab.js');
    expect(script?.getAttribute('fetchpriority')).toBe('high');
    expect(script?.type).toBe('text/javascript');
  });

  it("leaves the page's own scripts to the runtime", () => {
    expect(createScript({ url: 'https://inkpot.test/_/shell/main.js' })).toBeUndefined();
    expect(createScript({ url: '/_/shell/main.js' })).toBeUndefined();
  });
});
