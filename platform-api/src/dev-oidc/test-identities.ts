/**
 * The accounts the local OpenID provider offers on its sign-in page. The same list at every
 * provider name (Google, Facebook, X, Apple all lead to one local provider).
 */
export interface TestIdentity {
  /** The subject (`sub`) the provider gives. */
  id: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
  /** What a developer gets by picking it. */
  note: string;
}

export const TEST_IDENTITIES: readonly TestIdentity[] = [
  {
    id: 'dev-reader',
    name: 'Demo Reader',
    email: 'reader@demo.inkpot.test',
    emailVerified: true,
    note: "the seed's reader account (linked by verified email on first use)",
  },
  {
    id: 'dev-member',
    name: 'Demo Member',
    email: 'member@demo.inkpot.test',
    emailVerified: true,
    note: "the seed's member account (linked by verified email on first use)",
  },
  {
    id: 'dev-newcomer',
    name: 'Nova Newcomer',
    email: 'newcomer@social.inkpot.test',
    emailVerified: true,
    note: 'no account yet: sign-up creates one, sign-in says it is not recognised',
  },
  {
    id: 'dev-unverified',
    name: 'Una Verified',
    email: 'reader@demo.inkpot.test',
    emailVerified: false,
    note: "claims the reader's address without the provider having verified it: never linked",
  },
  {
    id: 'dev-no-email',
    name: 'Noe Mail',
    email: null,
    emailVerified: false,
    note: 'shares no email address: sign-up is refused',
  },
];

export const testIdentity = (id: string) => TEST_IDENTITIES.find((identity) => identity.id === id) ?? null;
