import type { ApolloClient } from '@apollo/client';
import type { FeatureFlags } from '@inkpot/shared-contracts';
import { OneTapFlagsDocument } from './__generated__/one-tap-flags.generated.ts';

export const ONE_TAP_FLAGS = ['enable_google_one_tap', 'enable_google_one_tap_on_subdomains'] as const;

/**
 * The one-tap flags as the server has them now (the seed or an operator's switch); the host's
 * mount flags carry the API's as the edge last had them (kept briefly), under the deployment's own
 * (INKPOT_FLAGS). Asked only once every other condition holds.
 */
export async function serverOneTapFlags(apollo: ApolloClient): Promise<FeatureFlags> {
  const { data, error } = await apollo.query({ query: OneTapFlagsDocument, fetchPolicy: 'no-cache' });
  if (!data) throw error ?? new Error('variantFlags answered nothing');
  const flags: Record<string, boolean> = {};
  for (const flag of data.variantFlags) {
    if (
      (ONE_TAP_FLAGS as readonly string[]).includes(flag.name) &&
      flag.valueType.__typename === 'VariantFlagBoolean'
    ) {
      flags[flag.name] = flag.valueType.value;
    }
  }
  return flags;
}

/** A flag is on when the deployment or the server switches it on. */
export function mergedOneTapFlags(mount: FeatureFlags, server: FeatureFlags): FeatureFlags {
  return Object.fromEntries(ONE_TAP_FLAGS.map((name) => [name, mount[name] === true || server[name] === true]));
}
