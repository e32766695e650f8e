import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell, type PageProps } from '../../routing/page-props.ts';
import { pageTitle } from '../../../page-contract/page-titles.ts';
import { PageStyles } from '../page-parts.tsx';

export { pageTitle };

/** Every page the host does not build yet: a real page that says so, with a way home. */
export default function PlaceholderPage({ page }: PageProps) {
  const { config } = useShell();
  return (
    <div className="ink-pages">
      <PageStyles />
      <section className="ink-inset ink-status-page" aria-labelledby="placeholder-title" data-page-id={page}>
        <h1 id="placeholder-title" className="ink-page-title">
          {pageTitle(page, config.productName)}
        </h1>
        <p className="ink-status-page__text">This page is not available on {config.productName} yet.</p>
        <Link to={buildRouteLink('home')} className="ink-button ink-button--primary">
          Go to the home page
        </Link>
      </section>
    </div>
  );
}
