import { NoncedStyle } from '@inkpot/shared-contracts';
import { isPlainClick, useObservableValue } from '@inkpot/shared-contracts';
import type { MountProps, ShellLocation, ViewerState } from '@inkpot/shared-contracts';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import type { Observable } from 'rxjs';
import { useBannerDismissals } from '../hooks/use-banner-dismissals.ts';
import { NO_BANNER_DATA_YET, type BannerData } from '../model/banner-data.ts';
import { selectBanner, type BannerViewer, type SelectedBanner } from '../model/select-banner.ts';
import { bannerStackCss } from './banner-stack.css.ts';

export type BannerStackProps = Pick<MountProps, 'viewer$' | 'navigation' | 'telemetry'> & {
  /** Where the membership facts come from; the API query replaces the default later. */
  bannerData$?: Observable<BannerData | null>;
};

const viewerKeyOf = (viewer: ViewerState | null): string | null =>
  viewer?.status === 'signed-in' ? viewer.viewer.id : viewer?.status === 'visitor' ? 'visitor' : null;

const bannerViewerOf = (viewer: ViewerState): BannerViewer =>
  viewer.status === 'signed-in' ? { status: 'signed-in', isMember: viewer.viewer.isMember } : viewer;

/** The one top banner (spec 01 §4 "Banners"), or an empty banner area when none applies. */
export function BannerStack({ viewer$, navigation, telemetry, bannerData$ = NO_BANNER_DATA_YET }: BannerStackProps) {
  const viewer = useObservableValue<ViewerState | null>(viewer$, null);
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const data = useObservableValue<BannerData | null>(bannerData$, null);
  const { dismissedAt, dismiss } = useBannerDismissals(viewerKeyOf(viewer));
  // Dismissal windows are days long: the time the stack mounted is precise enough.
  const [now] = useState(() => Date.now());

  const banner =
    viewer && location && data
      ? selectBanner({
          now,
          // A parcel only ever renders in the browser, after the host has taken over the page.
          hydrated: true,
          // The mount props do not say yet whether the page runs inside the native app.
          inNativeApp: false,
          viewer: bannerViewerOf(viewer),
          routeName: location.routeName,
          isPostLocked: data.isPostLocked,
          membership: data.membership,
          eventBannerEnabled: data.eventBannerEnabled,
          dismissedAt,
          copy: data.copy,
        })
      : null;

  const isUpsell = banner?.variant === 'upsell';
  useEffect(() => {
    if (isUpsell) telemetry.track('upsell.viewed');
  }, [isUpsell, telemetry]);

  return (
    <div className="ink-banners" data-testid="banner-area">
      {banner && (
        <>
          <NoncedStyle>{bannerStackCss}</NoncedStyle>
          <Banner
            banner={banner}
            onFollow={(event) => {
              if (banner.variant === 'upsell') telemetry.track('upsell.clicked');
              if (isPlainClick(event) && banner.href.startsWith('/')) {
                event.preventDefault();
                navigation.navigate(banner.href);
              }
            }}
            onDismiss={() => {
              if (banner.variant === 'upsell') telemetry.track('upsell.dismissed');
              dismiss(banner.variant);
            }}
          />
        </>
      )}
    </div>
  );
}

function Banner({
  banner,
  onFollow,
  onDismiss,
}: {
  banner: SelectedBanner;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
  onDismiss: () => void;
}) {
  const textId = useId();
  return (
    <section className={`ink-banner ink-banner--${banner.tone}`} aria-labelledby={textId} data-variant={banner.variant}>
      <p id={textId} className="ink-banner__text">
        {banner.text}{' '}
        <a className="ink-banner__link" href={banner.href} onClick={onFollow}>
          {banner.linkText}
        </a>
      </p>
      {banner.dismissible && (
        <button type="button" className="ink-banner__dismiss" aria-label="Dismiss" onClick={onDismiss}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </section>
  );
}
