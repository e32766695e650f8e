/** @jest-environment node */
import type { ViewerState } from '@inkpot/shared-contracts';
import type { ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { prerenderParcel } from './server.tsx';

// In Node, as the edge runs the build: a render that reached for the browser's window would throw.
function request(viewer: ViewerState): ServerParcelRequest {
  return {
    props: createTestMountProps('navigation', { viewer }).props,
    nonce: 'n0nce',
    api: { origin: 'http://api.inkpot.test', headers: {} },
    signal: new AbortController().signal,
  };
}

describe("the navigation remote's server render", () => {
  it("renders a visitor's top bar: logo, Write, the sign-in links, the account button and the phone's bar", async () => {
    const html = (await prerenderParcel('top-bar', request({ status: 'visitor' }))) ?? '';
    expect(typeof window).toBe('undefined');
    // In its place at the top of the page, not floating: the server assumes an unscrolled page.
    expect(html).toMatch(/<header role="banner" class="ink-top-bar-frame"><style[^]*<div class="ink-top-bar">/);
    expect(html).toContain('>Inkpot</a>');
    expect(html).toContain('<span>Write</span>');
    expect(html).toMatch(/class="ink-top-bar__sign-in" href="[^"]*"[^>]*>Sign in<\/a>/);
    expect(html).toContain('<style nonce="n0nce">');
    // The search box is the search remote's: an empty place the browser fills.
    expect(html).toContain('<div class="ink-top-bar__search" data-slot="search"></div>');
    // Drawn for any screen (its CSS shows it on small ones), with the link for every system but Android.
    expect(html).toMatch(/class="ink-top-bar__open-in-app" href="\/m\/app\?redirect=[^"]+">Open in app/);
  });

  it("renders a signed-in reader's bar with what the server knows: the sidebar icon, Write, the bell and the avatar", async () => {
    const signedIn: ViewerState = {
      status: 'signed-in',
      viewer: { id: 'a1b2c3d4e5f6', name: 'Morgan', username: 'morgan', imageId: null, isMember: false },
    };
    const html = (await prerenderParcel('top-bar', request(signedIn))) ?? '';
    // Closed and without the dot: the screen and the preference are the browser's.
    expect(html).toMatch(
      /<button type="button" class="ink-top-bar__sidebar-toggle" aria-label="Sidebar" aria-expanded="false"/,
    );
    expect(html).not.toContain('sidebar-dot');
    expect(html).toContain('<span>Write</span>');
    // The bell without a count: the browser asks for it once hydrated.
    expect(html).toMatch(/<a class="ink-top-bar__notifications" href="[^"]+" aria-label="Notifications"/);
    expect(html).not.toContain('unread-count');
    expect(html).toMatch(
      /aria-label="Account menu for Morgan"[^>]*><span aria-hidden="true" data-initial="M" class="ink-nav-avatar ink-nav-avatar--32">/,
    );
    // No style attribute: the page's CSP drops them from the server's HTML, and hydration does not set them again.
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    expect(html).not.toContain('class="ink-top-bar__sign-in"');
  });

  it('leaves a bar whose viewer is not known yet to the browser', async () => {
    expect(await prerenderParcel('top-bar', request({ status: 'loading' }))).toBeNull();
  });

  it('renders the footer for every reader, and nothing for a parcel it has no server render of', async () => {
    const html = (await prerenderParcel('footer', request({ status: 'visitor' }))) ?? '';
    expect(html).toMatch(/^<footer role="contentinfo" class="ink-footer">/);
    expect(html).toMatch(/<a class="ink-footer__link" href="[^"]+">Help<\/a>/);
    expect(await prerenderParcel('sidebar', request({ status: 'visitor' }))).toBeNull();
  });
});
