/**
 * The deployment this API runs in: the one INKPOT_ENVIRONMENT setting of config/env.mjs, which
 * the edge reads too, so the two cannot disagree.
 */
import { environmentSetting, isDeployed, type InkpotEnvironment } from '@inkpot/config/env';

export { environmentSetting };
/** The release registry's admin token in force (DEPLOY_TOKEN; a development default; else none). */
export { deployTokenOf, DEVELOPMENT_DEPLOY_TOKEN } from '@inkpot/config/env';

/** Staging and production: hardened (no introspection, suggestions, GraphiQL, dev routes; Secure cookies). */
export const deployed = (config: { INKPOT_ENVIRONMENT: InkpotEnvironment }) => isDeployed(config.INKPOT_ENVIRONMENT);
