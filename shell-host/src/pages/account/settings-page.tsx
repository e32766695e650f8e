import { useQuery } from '@apollo/client/react';
import { buildRouteLink, profileUrl, publicationUrl } from '@inkpot/shared-contracts';
import { useEffect, type ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { useShell, type PageProps } from '../../routing/page-props.ts';
import { countLabel } from '../formats.ts';
import { MembershipSettingsSlot } from './membership-slots.tsx';
import { SubdomainSetting } from './subdomain-setting.tsx';
import { LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { SettingsPageDocument, type SettingsPageQuery } from './__generated__/settings-page.generated.ts';
import { ProfilePhotoSetting } from './profile-photo-setting.tsx';

/**
 * The settings page's five tabs and where each of its fifteen anchors lives:
 * - account: #email, #username, #profileInformation
 * - publishing: #managePublications, #audience-development, #followers
 * - notifications: #email-settings, #manageSubscriptions
 * - membership: #membership, #payment, #redeemGiftMembership (the membership remote's sections,
 *   placed in the tab's slot)
 * - security: #security, #connections, #developers, #tokens
 * A link to an anchor without `?tab=` (e.g. `/me/settings#membership`) opens the anchor's tab.
 */
export const SETTINGS_TABS = [
  { tab: 'account', label: 'Account', anchors: ['email', 'username', 'profileInformation'] },
  { tab: 'publishing', label: 'Publishing', anchors: ['managePublications', 'audience-development', 'followers'] },
  { tab: 'notifications', label: 'Notifications', anchors: ['email-settings', 'manageSubscriptions'] },
  { tab: 'membership', label: 'Membership and payment', anchors: ['membership', 'payment', 'redeemGiftMembership'] },
  { tab: 'security', label: 'Security and apps', anchors: ['security', 'connections', 'developers', 'tokens'] },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['tab'];
export type SettingsAnchor = (typeof SETTINGS_TABS)[number]['anchors'][number];

const isTab = (value: string | null | undefined): value is SettingsTab =>
  SETTINGS_TABS.some((entry) => entry.tab === value);

/** The tab an anchor (without `#`) lives on, or null. */
export function tabOfAnchor(anchor: string): SettingsTab | null {
  return SETTINGS_TABS.find((entry) => (entry.anchors as readonly string[]).includes(anchor))?.tab ?? null;
}

/**
 * The open tab: the `tab` query parameter, else the tab of the URL's anchor, else the
 * `/me/settings/{setting}` path parameter when it names a tab, else account.
 */
export function settingsTabOf(search: string, hash: string, setting?: string): SettingsTab {
  const fromQuery = new URLSearchParams(search).get('tab');
  if (isTab(fromQuery)) return fromQuery;
  const fromHash = tabOfAnchor(hash.replace(/^#/, ''));
  if (fromHash) return fromHash;
  return isTab(setting) ? setting : 'account';
}

type SettingsViewer = NonNullable<SettingsPageQuery['viewer']>;
function Section({ id, title, children }: { id: SettingsAnchor; title: string; children: ReactNode }) {
  return (
    <section id={id} className="ink-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function AccountTab({ viewer }: { viewer: SettingsViewer }) {
  return (
    <>
      <Section id="email" title="Email address">
        {viewer.emailObfuscated ? (
          <p className="ink-setting-value">{viewer.emailObfuscated}</p>
        ) : (
          <p className="ink-setting-value">
            {viewer.unverifiedEmail ? `${viewer.unverifiedEmail} — ` : ''}Your email address is not verified yet.
          </p>
        )}
      </Section>
      <Section id="username" title="Username and subdomain">
        <p className="ink-setting-value">@{viewer.username}</p>
        <SubdomainSetting viewer={viewer} />
      </Section>
      <Section id="profileInformation" title="Profile information">
        <ProfilePhotoSetting viewer={viewer} />
        <p className="ink-setting-value">{viewer.name}</p>
        <p>
          <Link to={profileUrl({ id: viewer.id, username: viewer.username })}>View your profile</Link>
        </p>
      </Section>
    </>
  );
}

function PublishingTab({ viewer, followerCount }: { viewer: SettingsViewer; followerCount: number | null }) {
  return (
    <>
      <Section id="managePublications" title="Manage publications">
        {viewer.adminCollections.length > 0 ? (
          <ul>
            {viewer.adminCollections.map((collection) => (
              <li key={collection.id}>
                <Link to={publicationUrl({ id: collection.id, slug: collection.slug })}>{collection.name}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>You don’t manage any publications yet.</p>
        )}
        <p>
          <Link to={buildRouteLink('newPublication')}>Start a publication</Link>
        </p>
      </Section>
      <Section id="audience-development" title="Audience development">
        {viewer.isEligibleToImportEmails ? (
          <p>
            <Link to={buildRouteLink('importSubscribers')}>Import email subscribers</Link> to your audience.
          </p>
        ) : (
          <p>Importing email subscribers is not available for your account yet.</p>
        )}
      </Section>
      <Section id="followers" title="Followers">
        {followerCount === null ? (
          <p>Your follower count could not be loaded.</p>
        ) : (
          <p>
            <Link to={buildRouteLink('userFollowers', { username: viewer.username })}>
              {countLabel(followerCount, 'Follower', 'Followers')}
            </Link>
          </p>
        )}
      </Section>
    </>
  );
}

function NotificationsTab({ viewer, productName }: { viewer: SettingsViewer; productName: string }) {
  return (
    <>
      <Section id="email-settings" title="Email notifications">
        <p>
          Sign-in links and codes go to {viewer.emailObfuscated || viewer.unverifiedEmail || 'your email address'}.
          Choosing which other emails you receive is not available on {productName} yet.
        </p>
      </Section>
      <Section id="manageSubscriptions" title="Manage subscriptions">
        <p>
          <Link to={buildRouteLink('following')}>Writers and publications you follow</Link>
        </p>
      </Section>
    </>
  );
}

function SecurityTab({ viewer, productName }: { viewer: SettingsViewer; productName: string }) {
  return (
    <>
      <Section id="security" title="Security">
        <p>
          {viewer.isSuspended
            ? 'Your account is suspended.'
            : 'You sign in with a link or a 6-digit code sent to your email address.'}
        </p>
      </Section>
      <Section id="connections" title="Connected accounts">
        <ul>
          <li>X (Twitter): {viewer.twitterScreenName ? `@${viewer.twitterScreenName}` : 'not connected'}</li>
          <li>Mastodon: {viewer.mastodonAccountId ? 'connected' : 'not connected'}</li>
        </ul>
      </Section>
      <Section id="developers" title="Developer applications">
        <p>
          <Link to={buildRouteLink('applications')}>Your applications</Link>
        </p>
      </Section>
      <Section id="tokens" title="Integration tokens">
        <p>Integration tokens are not available on {productName} yet.</p>
      </Section>
    </>
  );
}

function SettingsContent({ viewerId, tab, hash }: { viewerId: string; tab: SettingsTab; hash: string }) {
  const { services, config } = useShell();
  const { data, loading, refetch } = useQuery(SettingsPageDocument, {
    client: services.apollo,
    variables: { userId: viewerId },
  });
  const viewer = data?.viewer;
  const anchor = hash.replace(/^#/, '');

  // The sections exist only once the data is here: bring the linked one into view then.
  useEffect(() => {
    if (viewer && anchor) document.getElementById(anchor)?.scrollIntoView?.();
  }, [viewer, anchor, tab]);

  if (!viewer) {
    if (loading) return <LoadingPlaceholder label="Loading settings" lines={4} />;
    return <LoadError message="Your settings could not be loaded." onRetry={() => void refetch()} />;
  }
  const followerCount = data.user?.socialStats.followerCount ?? null;
  switch (tab) {
    case 'account':
      return <AccountTab viewer={viewer} />;
    case 'publishing':
      return <PublishingTab viewer={viewer} followerCount={followerCount} />;
    case 'notifications':
      return <NotificationsTab viewer={viewer} productName={config.productName} />;
    case 'membership':
      return <MembershipSettingsSlot />;
    case 'security':
      return <SecurityTab viewer={viewer} productName={config.productName} />;
  }
}

/** Page `settings`: its five tabs, from the viewer's data. */
export default function SettingsPage({ location, params }: PageProps) {
  const { viewer } = useShell();
  const tab = settingsTabOf(location.search, location.hash, params.setting);
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title">Settings</h1>
        {viewer.status === 'loading' && <LoadingPlaceholder label="Loading settings" />}
        {viewer.status === 'visitor' && <SignInPrompt message="Sign in to see and change your settings." />}
        {viewer.status === 'signed-in' && (
          <>
            <nav aria-label="Settings">
              <ul className="ink-tabs">
                {SETTINGS_TABS.map((entry) => (
                  <li key={entry.tab}>
                    <Link
                      to={buildRouteLink('settings', {}, { query: { tab: entry.tab } })}
                      aria-current={entry.tab === tab ? 'page' : undefined}
                    >
                      {entry.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <SettingsContent viewerId={viewer.viewer.id} tab={tab} hash={location.hash} />
          </>
        )}
      </div>
    </div>
  );
}
