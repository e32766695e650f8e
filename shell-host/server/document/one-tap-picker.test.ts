/** @jest-environment node */
import { oneTapCspSources, oneTapPickerOf } from './one-tap-picker.ts';

describe('the one-tap picker the edge offers', () => {
  it('is Google Identity Services only when Google itself is configured', () => {
    expect(
      oneTapPickerOf({
        deployed: true,
        googleIssuer: 'https://accounts.google.com',
        googleClientId: '123.apps.googleusercontent.com',
        devOidcPort: 4001,
      }),
    ).toEqual({ picker: 'google-identity-services', clientId: '123.apps.googleusercontent.com' });
    expect(
      oneTapPickerOf({
        deployed: false,
        googleIssuer: 'http://localhost:9999',
        googleClientId: 'google',
        devOidcPort: 4001,
      }),
    ).toBeUndefined();
  });

  it('is the local provider in development without Google, and nothing deployed without it', () => {
    expect(oneTapPickerOf({ deployed: false, devOidcPort: 4101 })).toEqual({
      picker: 'local-provider',
      clientId: 'google',
      url: 'http://localhost:4101/one-tap',
    });
    expect(oneTapPickerOf({ deployed: true, devOidcPort: 4001 })).toBeUndefined();
  });

  it('opens the policy to Google only for Google, to the local provider only as a frame', () => {
    expect(oneTapCspSources(undefined)).toEqual({ script: [], frame: [], connect: [], style: [] });
    expect(oneTapCspSources({ picker: 'google-identity-services', clientId: 'x' })).toEqual({
      script: ['https://accounts.google.com/gsi/client'],
      frame: ['https://accounts.google.com/gsi/'],
      connect: ['https://accounts.google.com/gsi/'],
      style: ['https://accounts.google.com/gsi/style'],
    });
    expect(
      oneTapCspSources({ picker: 'local-provider', clientId: 'google', url: 'http://localhost:4101/one-tap' }).frame,
    ).toEqual(['http://localhost:4101']);
  });
});
