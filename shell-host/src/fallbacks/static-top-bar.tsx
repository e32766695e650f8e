import { buildLink } from '@inkpot/shared-contracts';

/**
 * What readers see when the navigation remote cannot load: the logo and working plain links
 * (full page loads, no bus), so the page stays usable.
 */
export function StaticTopBar({ productName, isHome }: { productName: string; isHome: boolean }) {
  return (
    <header className="ink-static-bar" data-testid="top-bar-fallback">
      <a className="ink-static-bar__logo" href={buildLink('home')}>
        {productName}
      </a>
      <form className="ink-static-bar__search" action={buildLink('search')} role="search">
        <input name="q" type="search" placeholder="Search" aria-label="Search" />
      </form>
      <nav className="ink-static-bar__links" aria-label="Account">
        <a href={buildLink('newStory')}>Write</a>
        <a href="/m/signin?operation=register">{isHome ? 'Get started' : 'Sign up'}</a>
        <a href="/m/signin?operation=login">Sign in</a>
      </nav>
    </header>
  );
}

/** The search slot's fallback: a plain form that still reaches the search page. */
export function staticSearchForm(doc: Document): HTMLElement {
  const form = doc.createElement('form');
  form.action = buildLink('search');
  form.setAttribute('role', 'search');
  form.dataset.testid = 'search-fallback';
  const input = doc.createElement('input');
  input.name = 'q';
  input.type = 'search';
  input.placeholder = 'Search';
  input.setAttribute('aria-label', 'Search');
  form.append(input);
  return form;
}
