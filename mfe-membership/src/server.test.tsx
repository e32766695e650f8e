/** @jest-environment node */
import type { RemotePageProps } from '@inkpot/shared-contracts';
import type { ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import type { ViewerState } from '@inkpot/shared-contracts';
import { prerenderParcel } from './server.tsx';

function request(id: string, viewer: ViewerState = { status: 'visitor' }): ServerParcelRequest {
  const { props } = createTestMountProps('membership', { viewer });
  const page: RemotePageProps = { ...props, page: { id, params: {} } };
  return {
    props: page,
    nonce: 'n0nce',
    api: { origin: 'http://api.test', headers: {} },
    signal: new AbortController().signal,
  };
}

describe("the membership remote's server render", () => {
  it('renders the membership, plans and gift pages for everyone, their styles with the nonce', async () => {
    const membership = await prerenderParcel('membership-page', request('landing-membership'));
    expect(membership).toContain('A paid membership unlocks member-only stories.');
    expect(membership).toContain('nonce="n0nce"');
    expect(await prerenderParcel('plans-page', request('plans'))).toContain('data-plan="premium_monthly"');
    const gift = await prerenderParcel('gift-page', request('landing-gift'));
    expect(gift).toContain('none is reachable from this server');
    expect(gift).toMatch(/<button[^>]*disabled/);
  });

  it("renders the redeem page by the reader's sign-in, and leaves it to the browser while that is unknown", async () => {
    expect(await prerenderParcel('redeem-page', request('redeem-gift-membership'))).toContain(
      'Sign in to redeem your gift membership.',
    );
    const signedIn: ViewerState = {
      status: 'signed-in',
      viewer: { id: 'v1', name: 'Rae', username: 'rae', imageId: null, isMember: false },
    };
    expect(await prerenderParcel('redeem-page', request('redeem-gift-membership', signedIn))).toContain('Gift code');
    expect(await prerenderParcel('redeem-page', request('redeem-gift-membership', { status: 'loading' }))).toBeNull();
  });

  it("leaves the reader's own pages to the browser", async () => {
    expect(await prerenderParcel('manage-membership-page', request('manage-membership'))).toBeNull();
    expect(await prerenderParcel('banner-stack', request('home'))).toBeNull();
  });
});
