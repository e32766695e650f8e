// Imported first by a remote's federation entry (use-host-bundler-runtime.mjs), before anything
// that reads the provided runtime, so a remote entry loaded by a page that does not provide it
// fails with this message instead of "cannot read properties of undefined".
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL } from './bundler-runtime-global.mjs';

const missing = [RUNTIME_CORE_GLOBAL, BUNDLER_RUNTIME_GLOBAL].filter((name) => !globalThis[name]);
if (missing.length)
  throw new Error(
    `This remote entry is built without its own federation runtime and the page does not provide it (${missing.join(', ')} missing): load it through the Inkpot shell or the remote's standalone page.`,
  );
