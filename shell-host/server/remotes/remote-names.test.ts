import { REMOTES } from '@inkpot/config/env';
import { REMOTE_NAMES, type RemoteName } from '@inkpot/shared-contracts/remotes';

// The remotes are listed twice on purpose, where two packages cannot import each other: the
// contracts' REMOTE_PARCELS (what the host mounts and the registry names) and config's REMOTES
// (ports, URLs, builds, lint boundaries). The edge reads both, so it holds them equal.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<(typeof REMOTES)[number], RemoteName> = true;

describe('the list of remotes', () => {
  it("config's REMOTES are the contracts' remotes, in the same order", () => {
    expect(sameNames).toBe(true);
    expect([...REMOTES]).toEqual(REMOTE_NAMES);
  });
});
