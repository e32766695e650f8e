import {
  bannerViewerOf,
  dismissalViewerKey,
  isPlainClick,
  mergeDismissals,
  NoncedStyle,
  selectBanner,
  SERVER_DISMISS_FLAGS,
  useObservableValue,
  type BannerPage,
  type BannerVariant,
  type MountProps,
  type SelectedBanner,
  type ShellLocation,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { useBannerDismissals } from '../hooks/use-banner-dismissals.ts';
import { useBannerData } from '../hooks/use-banner-data.ts';
import { useBannerPage } from '../hooks/use-banner-page.ts';
import { useDismissFlag } from '../api/use-dismiss-flag.ts';
import type { BannerData } from '../model/banner-data.ts';
import { bannerStackCss } from './banner-stack.css.ts';

export type BannerStackProps = Pick<MountProps, 'viewer$' | 'navigation' | 'telemetry' | 'apollo' | 'flags' | 'config'>;

/** The banner stack parcel: its facts come from the API through the shared Apollo client. */
export function BannerStack(props: BannerStackProps) {
  const viewer = useObservableValue<ViewerState | null>(props.viewer$, null);
  const location = useObservableValue<ShellLocation | null>(props.navigation.location$, null);
  const page = useBannerPage(location, props.telemetry);
  const data = useBannerData(props, viewer, page?.postId ?? null);
  const dismissFlag = useDismissFlag(props.apollo);
  return (
    <BannerStackView
      viewer={viewer}
      location={location}
      page={page}
      data={data}
      navigation={props.navigation}
      telemetry={props.telemetry}
      onServerDismiss={(variant) => {
        const flag = SERVER_DISMISS_FLAGS[variant];
        if (flag && viewer?.status === 'signed-in') dismissFlag(viewer.viewer.id, flag);
      }}
    />
  );
}

export interface BannerStackViewProps extends Pick<MountProps, 'navigation' | 'telemetry'> {
  viewer: ViewerState | null;
  location: ShellLocation | null;
  /** The page and post the banners are shown on; null while not known (the banner waits). */
  page: BannerPage | null;
  data: BannerData | null;
  /** A flagged banner was dismissed: the server remembers it too. */
  onServerDismiss?: (variant: BannerVariant) => void;
}

/** The one top banner, or an empty banner area when none applies. */
export function BannerStackView({
  viewer,
  location,
  page,
  data,
  navigation,
  telemetry,
  onServerDismiss,
}: BannerStackViewProps) {
  const { dismissedAt: local, dismiss } = useBannerDismissals(dismissalViewerKey(viewer));
  // Dismissal windows are days long: the time the stack mounted is precise enough.
  const [now] = useState(() => Date.now());
  const dismissedAt = useMemo(
    () => mergeDismissals(data?.serverDismissed ?? [], local),
    [data?.serverDismissed, local],
  );

  // The host's viewer state is the page load's; the API's membership, asked again when it changes on
  // this page (a gift redeemed), is the newer: a membership there is a member, whatever the load said.
  const loadedViewer = viewer ? bannerViewerOf(viewer) : null;
  const bannerViewer =
    loadedViewer?.status === 'signed-in' && data?.membership ? { ...loadedViewer, isMember: true } : loadedViewer;
  const banner =
    bannerViewer && location && page && data
      ? selectBanner({
          now,
          // A parcel only ever renders in the browser, after the host has taken over the page.
          hydrated: true,
          // The mount props do not say yet whether the page runs inside the native app.
          inNativeApp: false,
          viewer: bannerViewer,
          routeName: page.page,
          isPostLocked: data.isPostLocked,
          membership: data.membership,
          eventBannerEnabled: data.eventBannerEnabled,
          friendUpsellEnabled: data.friendUpsellEnabled ?? false,
          dismissedAt,
          copy: data.copy,
        })
      : null;

  const isUpsell = banner?.variant === 'upsell';
  useEffect(() => {
    if (isUpsell) telemetry.track('upsell.viewed');
  }, [isUpsell, telemetry]);

  return (
    <div
      className="ink-banners"
      data-testid="banner-area"
      data-banner={banner?.variant ?? ''}
      // The host holds the banner's height while this is set (no layout shift when it appears).
      data-banner-pending={data === null || page === null ? '' : undefined}
    >
      {banner && (
        <>
          <NoncedStyle>{bannerStackCss}</NoncedStyle>
          <Banner
            banner={banner}
            onFollow={(event) => {
              if (banner.variant === 'upsell') telemetry.track('upsell.clicked');
              if (!isPlainClick(event) || !location) return;
              if (banner.href.startsWith('#')) {
                event.preventDefault();
                navigation.navigate(`${location.pathname}${location.search}${banner.href}`);
              } else if (banner.href.startsWith('/')) {
                event.preventDefault();
                navigation.navigate(banner.href);
              }
            }}
            onDismiss={() => {
              if (banner.variant === 'upsell') telemetry.track('upsell.dismissed');
              dismiss(banner.variant);
              onServerDismiss?.(banner.variant);
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
    <section
      className={`ink-banner ink-banner--${banner.tone}`}
      aria-labelledby={textId}
      data-variant={banner.variant}
      data-tone={banner.tone}
    >
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
