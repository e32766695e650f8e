import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime loads a remote's entry and the chunks its manifest lists with plain
 * script elements: from another origin without CORS, an error they throw reaches the page only as
 * "Script error." with no file, and cannot be attributed to its release. Remote origins send CORS
 * headers, so their scripts load in CORS mode. (Registered before the integrity plugin, whose
 * element for an entry with integrity wins: the runtime keeps the last one a plugin returns.)
 */
export function crossOriginScriptsPlugin(pageOrigin: string = window.location.origin): ModuleFederationRuntimePlugin {
  return {
    name: 'inkpot-cross-origin-scripts',
    createScript({ url, attrs }) {
      if (new URL(url, pageOrigin).origin === pageOrigin) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
