/**
 * The deployment this API runs in: the one INKPOT_ENVIRONMENT setting of config/env.mjs, which
 * the edge reads too, so the two cannot disagree.
 */
import { environmentSetting, isDeployed, type InkpotEnvironment } from '@inkpot/config/env';

export { environmentSetting };

/** Staging and production: hardened (no introspection, suggestions, GraphiQL, dev routes; Secure cookies). */
export const deployed = (config: { INKPOT_ENVIRONMENT: InkpotEnvironment }) => isDeployed(config.INKPOT_ENVIRONMENT);
