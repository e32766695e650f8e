import { useQuery } from '@apollo/client/react';
import { buildRouteLink, postStatsLink, useCspNonce } from '@inkpot/shared-contracts';
import { DEFAULT_STATS_DAYS } from '@inkpot/shared-contracts/story-stats';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { PARTNER_DASHBOARD_STYLE_HREF, partnerDashboardCss } from './partner-dashboard-page.css.ts';
import { StatsChart } from '../stats/stats-chart.tsx';
import {
  PartnerDashboardPageDocument,
  type PartnerDashboardPageQuery,
} from './__generated__/partner-dashboard-page.generated.ts';

export const NOT_ENROLLED_TEXT = 'You are not in the Partner Program.';
export const NO_PAYOUTS_TEXT =
  'No payouts are made on this server: no payment provider is reachable from it, so no money moves.';

/** The server renders the dashboard over the stats' default period, the one the page shows. */
export function queries(): ReadonlyArray<PageQuery> {
  return [pageQuery(PartnerDashboardPageDocument, { days: DEFAULT_STATS_DAYS })];
}

type Viewer = NonNullable<PartnerDashboardPageQuery['viewer']>;

/** Only an ENROLLED enrollment is membership of the program; none, or any other status, is not. */
export const isEnrolled = (viewer: Pick<Viewer, 'partnerProgramEnrollment'>): boolean =>
  viewer.partnerProgramEnrollment?.status === 'ENROLLED';

const number = (n: number) => n.toLocaleString('en-US');
const payoutSettings = buildRouteLink('partnerPayout', { step: 'settings' });

function DashboardStyles() {
  return (
    <style href={PARTNER_DASHBOARD_STYLE_HREF} precedence="default" nonce={useCspNonce()}>
      {partnerDashboardCss}
    </style>
  );
}

function NotEnrolled() {
  return (
    <div className="ink-partner-dashboard">
      <p className="ink-partner-dashboard__lead">{NOT_ENROLLED_TEXT}</p>
      <p>
        Writers in the Partner Program earn from members&apos; reading of their member-only stories.{' '}
        <Link to={buildRouteLink('partnerProgram')}>See who can join, and apply</Link>
      </p>
    </div>
  );
}

function Status({ viewer }: { viewer: Viewer }) {
  const account = viewer.payoutAccount;
  return (
    <ul className="ink-partner-dashboard__status">
      <li className="ink-partner-dashboard__card">
        <h2>Partner Program</h2>
        <p className="ink-partner-dashboard__ok">
          <span aria-hidden="true">✓ </span>You are in the Partner Program.
        </p>
      </li>
      <li className="ink-partner-dashboard__card">
        <h2>Payout information</h2>
        {account ? (
          <p className="ink-partner-dashboard__ok">
            <span aria-hidden="true">✓ </span>Added: the account ending in {account.accountLastFour} ({account.country}
            ).
          </p>
        ) : (
          <p>Not added yet.</p>
        )}
        <p>
          <Link to={payoutSettings}>{account ? 'Payout settings' : 'Add your payout information'}</Link>
        </p>
      </li>
    </ul>
  );
}

function MemberOnlyStories({ stats }: { stats: NonNullable<Viewer['storyStats']> }) {
  return (
    <section aria-labelledby="partner-dashboard-stories">
      <h2 id="partner-dashboard-stories" className="ink-section-title">
        Your member-only stories
      </h2>
      <p className="ink-partner-dashboard__lead">
        The Partner Program pays for members&apos; reading of member-only stories. Their views and reads by every
        reader, members or not, over the last {stats.days} days:
      </p>
      <dl className="ink-stats__totals">
        <div className="ink-stats__total">
          <dt>Views</dt>
          <dd>{number(stats.views)}</dd>
        </div>
        <div className="ink-stats__total">
          <dt>Reads</dt>
          <dd>{number(stats.reads)}</dd>
        </div>
      </dl>
      <StatsChart
        daily={stats.daily}
        label={`Views and reads of your member-only stories per day, last ${stats.days} days`}
      />
      {stats.stories.length === 0 ? (
        <p className="ink-empty">
          None of your member-only stories was viewed in these {stats.days} days. A story is member-only when you choose
          so in the editor; <Link to={buildRouteLink('yourStories')}>your stories</Link>.
        </p>
      ) : (
        <table className="ink-stats-table">
          <caption className="ink-visually-hidden">
            Views and reads per member-only story, last {stats.days} days
          </caption>
          <thead>
            <tr>
              <th scope="col">Story</th>
              <th scope="col">Views</th>
              <th scope="col">Reads</th>
            </tr>
          </thead>
          <tbody>
            {stats.stories.map((row) => (
              <tr key={row.post.id}>
                <th scope="row">
                  <Link to={row.post.mediumUrl}>{row.post.title || 'Untitled story'}</Link>{' '}
                  <Link to={postStatsLink(row.post.id)} aria-label={`Stats of ${row.post.title || 'Untitled story'}`}>
                    (stats)
                  </Link>
                </th>
                <td>{number(row.views)}</td>
                <td>{number(row.reads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Payouts() {
  return (
    <section aria-labelledby="partner-dashboard-payouts">
      <h2 id="partner-dashboard-payouts" className="ink-section-title">
        Payouts
      </h2>
      <p>{NO_PAYOUTS_TEXT}</p>
    </section>
  );
}

/**
 * Page `partner-program-dashboard` (/me/partner/dashboard, /me/partner/dashboard/{tab}, and
 * /@{username}/partner/dashboard): the viewer's own Partner Program dashboard, one view for every tab.
 * An enrolled writer sees whether their payout information is added, their member-only stories' views
 * and reads over the last 30 days (`Viewer.storyStats` with `memberOnly`), and that no payouts are made
 * here (no payment provider is reachable). Anyone else is told they are not in the program, with the
 * landing's link; visitors get the sign-in prompt. docs/host-pages.md#following-feed-and-partner-program.
 */
export default function PartnerDashboardPage(_props: PageProps) {
  const { services, viewer } = useShell();
  const signedIn = viewer.status === 'signed-in';
  const page = useQuery(PartnerDashboardPageDocument, {
    client: services.apollo,
    variables: { days: DEFAULT_STATS_DAYS },
    skip: !signedIn,
  });

  const body = () => {
    if (viewer.status === 'visitor') return <SignInPrompt message="Sign in to see your Partner Program dashboard." />;
    if (page.error && !page.data)
      return <LoadError message="Your dashboard could not be loaded." onRetry={() => void page.refetch()} />;
    const data = page.data?.viewer;
    if (!data) return <LoadingPlaceholder label="Loading your dashboard" lines={6} />;
    if (!isEnrolled(data)) return <NotEnrolled />;
    return (
      <div className="ink-partner-dashboard">
        <Status viewer={data} />
        {data.storyStats && <MemberOnlyStories stats={data.storyStats} />}
        <Payouts />
      </div>
    );
  };
  return (
    <div className="ink-pages">
      <PageStyles />
      <DashboardStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title">Partner Program dashboard</h1>
        {body()}
      </div>
    </div>
  );
}
