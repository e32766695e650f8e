import { cspNonce } from '@inkpot/shared-contracts';
import { nextTask } from './lib/next-task.ts';

// webpack gives the scripts of lazily loaded chunks this nonce (the page's CSP, set by the edge).
__webpack_nonce__ = cspNonce() ?? '';

// The async boundary lets the federation runtime negotiate shared modules before React loads.
// React DOM and Apollo, the largest libraries, load side by side and are each evaluated in a task
// of their own before the shell's code is imported: evaluated together with it once the last chunk
// was in, they held a slow phone's main thread for 200 ms in one task (bench:tasks: 355 ms of
// blocking time against 200 ms this way). The shell's chunks load one round trip later.
void (async () => {
  // This script's own evaluation (the webpack and federation runtimes) is one task; negotiating
  // the shared modules and starting their chunks' requests is the next.
  await nextTask();
  const reactDom = import('react-dom/client');
  // Each import negotiates its shared modules and starts its chunks' requests in a task of its own.
  await nextTask();
  const apollo = import('@apollo/client');
  await reactDom;
  await nextTask();
  await apollo;
  await nextTask();
  const { started } = await import('./bootstrap.tsx');
  await started;
})().catch((error: unknown) => {
  // The page will not hydrate: the document's head lets go of the clicks it holds and says so (index.html).
  window.__inkpotCannotHydrate?.('script');
  throw error;
});
