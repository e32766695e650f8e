import type { ShellLocation } from '@inkpot/shared-contracts';

/**
 * The host's own pages. The route table, layouts and data-backed pages (home feed, post,
 * profile, settings, 404/500) come with the routing work; until then every path renders this.
 */
export function PageContent({ location, productName }: { location: ShellLocation; productName: string }) {
  if (location.routeName === 'home') {
    return (
      <section className="ink-page ink-page--home" aria-labelledby="home-title">
        <h1 id="home-title">Stories worth your time.</h1>
        <p>Read writers and publications you follow on {productName}, and share your own.</p>
      </section>
    );
  }
  return (
    <section className="ink-page" aria-labelledby="page-title">
      <h1 id="page-title">Not available yet</h1>
      <p>
        <code>{location.pathname}</code> is not part of {productName} yet.
      </p>
    </section>
  );
}
