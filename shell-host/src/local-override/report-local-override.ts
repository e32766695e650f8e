import type { Telemetry } from '@inkpot/shared-contracts';
import type { LocalOverrideState } from '../../page-contract/preloaded-state.ts';

/**
 * A refused override (unsigned or expired in a deployment, a bad signature, a malformed one) is
 * ignored: the page runs on the deployed remotes, warns in the console and tells telemetry.
 * An applied one is noted once in the console, so a bug report made from the page says so.
 */
export function reportLocalOverride(
  override: LocalOverrideState | undefined,
  {
    telemetry,
    console: out = console,
  }: { telemetry: Pick<Telemetry, 'track'>; console?: Pick<Console, 'warn' | 'info'> },
) {
  if (!override) return;
  if (override.status === 'applied') {
    out.info(
      `[inkpot] Local override: ${override.remote} is loaded from ${override.manifestUrl} (no integrity check).`,
    );
    telemetry.track('override.applied', { remote: override.remote, manifestUrl: override.manifestUrl });
    return;
  }
  out.warn(`[inkpot] ${override.message}`);
  telemetry.track('override.refused', {
    reason: override.reason,
    ...(override.remote ? { remote: override.remote } : {}),
    ...(override.manifestUrl ? { manifestUrl: override.manifestUrl } : {}),
  });
}
