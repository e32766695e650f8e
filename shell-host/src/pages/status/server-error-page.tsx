import { buildRouteLink, PRODUCT_NAME } from '@inkpot/shared-contracts';
import { useContext } from 'react';
import { ShellContext, type PageProps } from '../../routing/page-props.ts';
import { AppLink, PageStyles } from '../page-parts.tsx';

export interface ServerErrorScreenProps {
  /** The status page; by default the shell's `config.hosts.status`, else the `/status` route. */
  statusUrl?: string;
}

/**
 * The 500 screen: a large 500, the apology, the status page and the top stories.
 * Renders inside the shell or without it (an error boundary above the shell).
 */
export function ServerErrorScreen({ statusUrl }: ServerErrorScreenProps = {}) {
  const shell = useContext(ShellContext);
  const productName = shell?.config.productName ?? PRODUCT_NAME;
  const status = statusUrl ?? shell?.config.hosts.status ?? buildRouteLink('status');
  return (
    <div className="ink-pages">
      <PageStyles />
      <section className="ink-inset ink-status-page" aria-labelledby="server-error-title" data-testid="server-error">
        <p className="ink-status-page__code">500</p>
        <h1 id="server-error-title" className="ink-status-page__headline">
          Apologies, but something went wrong on our end.
        </h1>
        <p className="ink-status-page__text">
          Refresh the page, check <a href={status}>{productName} Status</a> for updates, or read the{' '}
          <AppLink to={buildRouteLink('browseTop')}>top stories</AppLink> on {productName}.
        </p>
      </section>
    </div>
  );
}

/** Page `server-error` (also the `/_/oh-noes` route). */
export default function ServerErrorPage(_props: Partial<PageProps> = {}) {
  return <ServerErrorScreen />;
}
