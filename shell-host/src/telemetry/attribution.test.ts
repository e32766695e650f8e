import { CONTRACT_VERSION, defineParcel, type MountProps, type RemoteRelease } from '@inkpot/shared-contracts';
import { waitFor } from '@testing-library/react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createReleaseAttribution, scriptUrlsOf, telemetryForRelease } from './attribution.ts';
import { reportUncaughtErrors } from './page-attribution.ts';
import { createTelemetry, type TelemetrySink } from './telemetry.ts';

const release = (name: RemoteRelease['name'], version: string, manifestUrl: string) => ({ name, version, manifestUrl });

const attribution = createReleaseAttribution(
  [
    release('navigation', '1.4.0', 'http://localhost:3001/mf-manifest.json'),
    release('search', '2.0.0', 'https://cdn.inkpot.test/search/releases/2.0.0/mf-manifest.json'),
    // Another release of the same origin: the longer folder names the file.
    release('auth', '3.1.0', 'https://cdn.inkpot.test/mf-manifest.json?retry=1-abc'),
    // A remote served from the page's own origin does not claim the host's folder.
    release('membership', '0.9.0', 'https://inkpot.test/mf-manifest.json'),
  ],
  { version: '7.0.0', assetBase: 'https://inkpot.test/_/shell/' },
);

describe('release attribution by script URL', () => {
  it.each([
    ['http://localhost:3001/__federation_expose_top_bar.0123456789ab.js', 'navigation@1.4.0'],
    ['https://cdn.inkpot.test/search/releases/2.0.0/remote-entry.0123456789ab.js', 'search@2.0.0'],
    ['https://cdn.inkpot.test/sign-in.0123456789ab.js', 'auth@3.1.0'],
    ['https://inkpot.test/__federation_expose_banner_stack.0123456789ab.js', 'membership@0.9.0'],
    ['https://inkpot.test/_/shell/main.0123456789ab.js', 'host@7.0.0'],
    ['https://accounts.google.com/gsi/client', 'host@7.0.0'],
    [null, 'host@7.0.0'],
  ])('%s belongs to %s', (url, expected) => {
    expect(attribution.ofUrl(url)).toBe(expected);
  });

  it('reads the script URLs of Chrome and Firefox stacks, innermost first, ports and all', () => {
    const chrome = [
      'TypeError: x is undefined',
      '    at Results (http://localhost:3004/__federation_expose_search_box.0123456789ab.js:1:2345)',
      '    at https://inkpot.test/_/shell/vendors.0123456789ab.js:2:10',
    ].join('\n');
    const firefox = 'Results@http://localhost:3004/chunk.js:1:2345\n@https://inkpot.test/_/shell/main.js:3:4';
    expect(scriptUrlsOf(chrome)).toEqual([
      'http://localhost:3004/__federation_expose_search_box.0123456789ab.js',
      'https://inkpot.test/_/shell/vendors.0123456789ab.js',
    ]);
    expect(scriptUrlsOf(firefox)).toEqual(['http://localhost:3004/chunk.js', 'https://inkpot.test/_/shell/main.js']);
    expect(scriptUrlsOf(undefined)).toEqual([]);
  });

  it("names the first remote in an error's stack, past the host's shared React frames", () => {
    const error = new Error('boom');
    error.stack = [
      'Error: boom',
      '    at throwIt (https://inkpot.test/_/shell/react-dom.0123456789ab.js:9:99)',
      '    at onClick (https://cdn.inkpot.test/search/releases/2.0.0/__federation_expose_search_box.js:1:50)',
    ].join('\n');
    expect(attribution.ofError(error)).toBe('search@2.0.0');
    expect(attribution.ofError(new Error('no remote frame'))).toBe('host@7.0.0');
    expect(attribution.ofError('a string', 'http://localhost:3001/chunk.js')).toBe('navigation@1.4.0');
  });
});

function recordingSink() {
  const errors: Array<{ message: string; extra: Readonly<Record<string, unknown>> }> = [];
  const sink: TelemetrySink = {
    sendEvents: () => Promise.resolve(true),
    sendErrors: (batch) => {
      errors.push(...batch);
      return Promise.resolve(true);
    },
  };
  const telemetry = createTelemetry(sink, {
    logger: { error: jest.fn(), warn: jest.fn() },
    release: (error) => attribution.ofError(error),
  });
  return { telemetry, errors };
}

describe('attributed error reports', () => {
  it("gives the host's reports the release of the script that threw, and keeps a release already named", async () => {
    const { telemetry, errors } = recordingSink();
    telemetry.reportError(new Error('shell broke'), { area: 'shell' });
    telemetry.reportError(new Error('search slot timed out'), { release: 'search@2.0.0' });
    await telemetry.flush();
    expect(errors.map((report) => report.extra.release)).toEqual(['host@7.0.0', 'search@2.0.0']);
  });

  it("a remote's telemetry names the release the host mounted, whatever the remote says", async () => {
    const { telemetry, errors } = recordingSink();
    telemetryForRelease(telemetry, 'navigation@1.4.0').reportError(new Error('x'), { release: 'navigation@9.9.9' });
    await telemetry.flush();
    expect(errors[0]?.extra).toEqual({ release: 'navigation@1.4.0' });
  });

  it("reports a render error caught at a parcel's boundary with the slot's remote@version", async () => {
    // React writes the caught error and the act() warnings to the console.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { telemetry, errors } = recordingSink();
    const Broken = () => {
      throw new Error('search box failed to render');
    };
    const module = defineParcel(Broken);
    const element = document.createElement('div');
    document.body.append(element);
    const props = {
      contractVersion: CONTRACT_VERSION,
      remote: { name: 'search', version: '2.0.0' },
      telemetry: telemetryForRelease(telemetry, 'search@2.0.0'),
    } as unknown as MountProps;
    const parcel = mountRootParcel(module.parcel as ParcelConfig, { ...props, domElement: element });
    await parcel.mountPromise;
    await waitFor(async () => {
      await telemetry.flush();
      expect(errors.map((report) => [report.message, report.extra.release])).toEqual([
        ['search box failed to render', 'search@2.0.0'],
      ]);
    });
    await parcel.unmount();
    quiet.mockRestore();
  });

  it('reports uncaught errors and unhandled rejections with the release of their script', async () => {
    const { telemetry, errors } = recordingSink();
    const target = new EventTarget() as unknown as Window;
    const stop = reportUncaughtErrors(target, telemetry, attribution);
    target.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('thrown in a click handler'),
        filename: 'http://localhost:3001/__federation_expose_top_bar.0123456789ab.js',
        lineno: 1,
        colno: 77,
      }),
    );
    const rejected = new Error('fetch failed');
    rejected.stack = `Error: fetch failed\n    at load (https://cdn.inkpot.test/search/releases/2.0.0/chunk.js:1:5)`;
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = rejected;
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    await telemetry.flush();
    expect(errors.map((report) => [report.message, report.extra.area, report.extra.release])).toEqual([
      ['thrown in a click handler', 'uncaught', 'navigation@1.4.0'],
      ['fetch failed', 'unhandled-rejection', 'search@2.0.0'],
    ]);
    expect(errors[0]?.extra.source).toBe('http://localhost:3001/__federation_expose_top_bar.0123456789ab.js:1:77');
  });
});
