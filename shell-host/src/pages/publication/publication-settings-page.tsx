import { useQuery } from '@apollo/client/react';
import {
  buildRouteLink,
  useCspNonce,
  type RouteDefinition,
  type RouteName,
  type RoutingMode,
} from '@inkpot/shared-contracts';
import { publicationSettingsPermissions } from '@inkpot/shared-contracts/publication-settings';
import type { ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { Avatar, LoadingPlaceholder, PageLoadState, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { publicationSlugOf } from './publication-home-page.tsx';
import { writerUrl } from '../story/story-card.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import { PublicationAboutForm } from './publication-about-form.tsx';
import { PublicationLogoSetting } from './publication-logo-setting.tsx';
import { PublicationNavigationEditor } from './publication-navigation-editor.tsx';
import { PUBLICATION_SETTINGS_STYLE_HREF, publicationSettingsCss } from './publication-settings.css.ts';
import {
  PublicationSettingsPageDocument,
  type PublicationSettingsPageQuery,
} from './__generated__/publication-settings-page.generated.ts';

type Publication = NonNullable<PublicationSettingsPageQuery['collectionByDomainOrSlug']>;

/** The page's tabs and the route each opens; the bar's 'Manage publication' menu links them. */
export const PUBLICATION_SETTINGS_TABS = [
  { tab: 'about', label: 'About', route: 'collectionSettings' },
  { tab: 'navigation', label: 'Navigation', route: 'collectionSettingsNavigation' },
  { tab: 'editors', label: 'Editors', route: 'collectionPermissions' },
] as const;
export type PublicationSettingsTab = (typeof PUBLICATION_SETTINGS_TABS)[number]['tab'];

/** What the publication-settings routes show that this page does not offer (yet), by route. */
const NOT_OFFERED: Readonly<Record<string, { title: string; text: string }>> = {
  collectionSettingsFollowers: {
    title: 'Followers',
    text: 'Inkpot has no follower settings for a publication: anyone may follow it, and its followers are listed on its followers page.',
  },
  collectionNewFeaturePage: {
    title: 'Feature pages',
    text: 'Inkpot does not make feature pages yet. A topic link in the navigation leads readers to the publication’s stories on that topic.',
  },
  collectionEditFeaturePage: {
    title: 'Feature pages',
    text: 'Inkpot does not make feature pages yet. A topic link in the navigation leads readers to the publication’s stories on that topic.',
  },
  collectionNewSubpage: {
    title: 'Subpages',
    text: 'Inkpot does not host a publication’s own pages yet. To send readers to a page elsewhere, add an external link to the navigation.',
  },
  collectionEditSubpage: {
    title: 'Subpages',
    text: 'Inkpot does not host a publication’s own pages yet. To send readers to a page elsewhere, add an external link to the navigation.',
  },
};

/**
 * The tab a route opens: /settings, /settings/about and /edit the about settings,
 * /settings/navigation the navigation, /permissions the editors; null for the routes whose
 * settings the page does not offer (`NOT_OFFERED`).
 */
export function publicationSettingsTabOf(routeName: string): PublicationSettingsTab | null {
  if (routeName === 'collectionSettingsNavigation') return 'navigation';
  if (routeName === 'collectionPermissions') return 'editors';
  if (Object.hasOwn(NOT_OFFERED, routeName)) return null;
  return 'about';
}

/** The page's data and the publication layout's bar, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug
    ? [pageQuery(PublicationSettingsPageDocument, { slug }), pageQuery(PublicationFrameDocument, { slug })]
    : [];
}

function PublicationSettingsStyles() {
  return (
    <style href={PUBLICATION_SETTINGS_STYLE_HREF} precedence="default" nonce={useCspNonce()}>
      {publicationSettingsCss}
    </style>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `pub-settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="ink-settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const ROLE_LABEL: Readonly<Record<string, string>> = { OWNER: 'Owner', EDITOR: 'Editor' };

function Editors({ publication }: { publication: Publication }) {
  return (
    <Section title="Editors">
      <p>
        The owner changes everything here; editors change the descriptions and the navigation, and the owner alone the
        name and the logo. Adding or removing editors is not available on Inkpot yet.
      </p>
      <ul className="ink-pub-masthead" aria-label={`Owners and editors of ${publication.name}`}>
        {publication.masthead.map(({ role, user }) => (
          <li key={user.id}>
            <Avatar name={user.name} imageId={user.imageId} />
            <Link className="ink-pub-masthead__name" to={writerUrl(user)}>
              {user.name}
            </Link>
            <span className="ink-pub-masthead__role">{ROLE_LABEL[role] ?? role}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SettingsBody({
  publication,
  tab,
  routeName,
  mode,
}: {
  publication: Publication;
  tab: PublicationSettingsTab | null;
  routeName: string;
  mode: RoutingMode;
}) {
  const permissions = publicationSettingsPermissions(publication.viewerEdge.viewerStaffRole);
  const link = (route: RouteName) => buildRouteLink(route, { collectionSlug: publication.slug }, { mode: mode.kind });
  const notOffered = NOT_OFFERED[routeName];
  return (
    <>
      <nav aria-label="Publication settings">
        <ul className="ink-tabs">
          {PUBLICATION_SETTINGS_TABS.map((entry) => (
            <li key={entry.tab}>
              <Link to={link(entry.route)} aria-current={entry.tab === tab ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'about' && (
        <>
          <Section title="Logo">
            <PublicationLogoSetting publication={publication} canChange={permissions.canChangeNameAndLogo} />
          </Section>
          <Section title="Name and descriptions">
            <PublicationAboutForm publication={publication} canChangeName={permissions.canChangeNameAndLogo} />
          </Section>
        </>
      )}
      {tab === 'navigation' && (
        <Section title="Navigation">
          <PublicationNavigationEditor publication={publication} />
        </Section>
      )}
      {tab === 'editors' && <Editors publication={publication} />}
      {!tab && notOffered && (
        <Section title={notOffered.title}>
          <p>{notOffered.text}</p>
          <p>
            <Link to={link('collectionSettingsNavigation')}>Edit the navigation</Link>
          </p>
        </Section>
      )}
    </>
  );
}

function PublicationSettings({ slug, route, mode }: { slug: string; route: RouteDefinition; mode: RoutingMode }) {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(PublicationSettingsPageDocument, {
    client: services.apollo,
    variables: { slug },
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading settings"
        message="This publication's settings could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  // Settings are for its OWNER and EDITORs: to anyone else the page is not there.
  if (!publication || !publicationSettingsPermissions(publication.viewerEdge.viewerStaffRole).canManage)
    return <NotFoundScreen />;
  return (
    <div className="ink-inset ink-pub-settings">
      <h1 className="ink-page-title">{publication.name} settings</h1>
      <SettingsBody
        publication={publication}
        tab={publicationSettingsTabOf(route.name)}
        routeName={route.name}
        mode={mode}
      />
    </div>
  );
}

/**
 * Page `publication-settings` (`/{collectionSlug}/settings` and beneath it, `/edit`,
 * `/permissions`, inside the publication layout): the about settings and logo, the navigation
 * bar's links, the editors. Visitors get the sign-in prompt; anyone but its OWNER and EDITORs the
 * not-found page. docs/host-pages.md#publication-settings.
 */
export default function PublicationSettingsPage({ params, mode, route }: PageProps) {
  const { viewer } = useShell();
  const slug = publicationSlugOf(params, mode);
  let body: ReactNode;
  if (!slug) body = <NotFoundScreen />;
  else if (viewer.status === 'loading') body = <LoadingPlaceholder label="Loading settings" />;
  else if (viewer.status === 'visitor')
    body = (
      <div className="ink-inset">
        <SignInPrompt message="Sign in to manage this publication’s settings." />
      </div>
    );
  else body = <PublicationSettings key={slug} slug={slug} route={route} mode={mode} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      <PublicationSettingsStyles />
      {body}
    </div>
  );
}
