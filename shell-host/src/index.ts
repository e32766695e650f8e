import { cspNonce } from '@inkpot/shared-contracts';

// webpack gives the scripts of lazily loaded chunks this nonce (the page's CSP, set by the edge).
__webpack_nonce__ = cspNonce() ?? '';
// The async boundary lets the federation runtime negotiate shared modules before React loads.
void import('./bootstrap.tsx');
