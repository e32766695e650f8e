import type { ShellConfig } from '@inkpot/shared-contracts/config';

/** Google's own issuer: only a client of it can use Google Identity Services in the page. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Where Google Identity Services loads from and talks to (its documented CSP sources). */
export const GIS_ORIGIN = 'https://accounts.google.com';
export const GIS_CLIENT_URL = `${GIS_ORIGIN}/gsi/client`;

export type OneTapPicker = NonNullable<ShellConfig['googleOneTap']>;

/**
 * The account picker of the one-tap card, from the same settings the API signs in
 * with Google by: Google Identity Services when Google itself is the configured provider; in
 * development without it, the local OpenID provider's picker (the API signs Google in there too);
 * deployed without Google, none (the card never shows).
 */
export function oneTapPickerOf(settings: {
  deployed: boolean;
  googleIssuer?: string | undefined;
  googleClientId?: string | undefined;
  devOidcPort: number;
}): OneTapPicker | undefined {
  const { googleIssuer, googleClientId } = settings;
  if (googleIssuer && googleClientId) {
    return new URL(googleIssuer).origin === GOOGLE_ISSUER
      ? { picker: 'google-identity-services', clientId: googleClientId }
      : undefined;
  }
  if (settings.deployed) return undefined;
  return { picker: 'local-provider', clientId: 'google', url: `http://localhost:${settings.devOidcPort}/one-tap` };
}

/** CSP sources the picker needs, by directive: none at all without one. */
export function oneTapCspSources(picker: OneTapPicker | undefined): {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
} {
  if (!picker) return { script: [], frame: [], connect: [], style: [] };
  if (picker.picker === 'google-identity-services') {
    // Google's documented policy for Identity Services.
    return {
      script: [GIS_CLIENT_URL],
      frame: [`${GIS_ORIGIN}/gsi/`],
      connect: [`${GIS_ORIGIN}/gsi/`],
      style: [`${GIS_ORIGIN}/gsi/style`],
    };
  }
  return { script: [], frame: [new URL(picker.url).origin], connect: [], style: [] };
}
