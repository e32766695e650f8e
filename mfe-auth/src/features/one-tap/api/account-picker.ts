import type { OneTapAccountPicker, OneTapPickerConfig } from './picker-contract.ts';

/** Loads only the picker this page is configured with, in its own chunk. */
export async function loadAccountPicker(config: OneTapPickerConfig): Promise<OneTapAccountPicker> {
  if (config.picker === 'google-identity-services') {
    const { createGoogleIdentityPicker } = await import(
      /* webpackChunkName: "one-tap-google" */ './google-identity-picker.ts'
    );
    return createGoogleIdentityPicker(config.clientId);
  }
  const { createLocalProviderPicker } = await import(
    /* webpackChunkName: "one-tap-local-provider" */ './local-provider-picker.ts'
  );
  return createLocalProviderPicker(config.url, config.clientId);
}
