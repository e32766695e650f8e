import type { BusEventMap } from '@inkpot/shared-contracts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { PageStyles, useShellBus } from '../page-parts.tsx';
import { QueryFeedSection } from '../story/story-card.tsx';
import { LandingStaffPicksDocument } from './__generated__/landing-page.generated.ts';

export const LANDING_PAGE_SIZE = 10;

const firstPage = { paging: { limit: LANDING_PAGE_SIZE } };

/** 'Start reading' opens the sign-up options, as the header's 'Get started' does on this page. */
export const START_READING_AUTH_OPEN: BusEventMap['auth/open'] = {
  operation: 'register',
  step: 'SIGNUP_OPTIONS',
  entryPoint: 'home_start_reading',
};

export function queries(): ReadonlyArray<PageQuery> {
  return [pageQuery(LandingStaffPicksDocument, firstPage)];
}

function StaffPicks() {
  return (
    <QueryFeedSection
      query={LandingStaffPicksDocument}
      field="staffPicksFeed"
      firstPage={firstPage}
      label="Staff Picks"
      errorText="Staff picks could not be loaded."
      empty="No staff picks yet. Check back soon."
    />
  );
}

/** Page `home-lo-legacy`: the logged-out landing (basic layout), a hero and the staff picks. */
export default function LandingPage(_props: PageProps) {
  const { config } = useShell();
  const bus = useShellBus();
  return (
    <div className="ink-pages">
      <PageStyles />
      <section className="ink-hero" aria-labelledby="landing-title">
        <div className="ink-hero__inner">
          <h1 id="landing-title" className="ink-hero__title">
            Stories worth your time.
          </h1>
          <p className="ink-hero__text">
            Read writers and publications you will want to follow on {config.productName}, and share your own ideas.
          </p>
          <button
            type="button"
            className="ink-button ink-button--primary"
            onClick={() => bus.publish('auth/open', START_READING_AUTH_OPEN)}
          >
            Start reading
          </button>
        </div>
      </section>
      <section className="ink-inset" aria-labelledby="landing-picks-title">
        <h2 id="landing-picks-title" className="ink-section-title">
          Staff Picks
        </h2>
        <StaffPicks />
      </section>
    </div>
  );
}
