import { pageKindOfRoute } from '@inkpot/shared-contracts/page-type';
import type { ShellContextValue } from './page-props.ts';
import { fetchPageQueries } from './page-data.ts';
import { pageLoader, pageModule } from './page-registry.ts';
import { resolveRoute } from './resolve-route.ts';

/**
 * Page code and data are fetched ahead of navigation. Given a same-origin href the
 * reader shows intent for, loads the page's chunk and runs its queries (Apollo's
 * cache-first reads make repeats cheap). Failures only warn: the navigation itself retries.
 * Each preload of a page is reported (`page_preload`, then `page_preload_success` once it loaded).
 */
export function createPagePreloader({ services, config, viewer, mode, flags }: ShellContextValue) {
  return function preload(href: string): Promise<void> {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return Promise.resolve();
    return (async () => {
      const resolution = resolveRoute({
        pathname: url.pathname,
        hash: url.hash,
        mode,
        viewer,
        flags,
        hosts: config.hosts,
      });
      if (resolution.kind !== 'page') return;
      const succeeded = services.performance?.preloadStarted(pageKindOfRoute(resolution.route.name, resolution.page));
      const module = await pageModule(pageLoader(resolution.page));
      await fetchPageQueries(services.apollo, module.queries?.(resolution.params, resolution.route) ?? []);
      succeeded?.();
    })().catch((error: unknown) => console.warn(`Preloading ${url.pathname} failed:`, error));
  };
}
