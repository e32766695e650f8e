import { NoncedStyle } from '@inkpot/shared-contracts';
import {
  HOLD_CLICK,
  isPlainClick,
  PRODUCT_NAME,
  type MountProps,
  type RemoteBus,
  type ShellLocation,
  type ViewerState,
  useObservableValue,
} from '@inkpot/shared-contracts';
import { ApolloProvider } from '@apollo/client/react';
import type { MouseEvent } from 'react';
import { AccountMenu } from '../../account-menu/components/account-menu.tsx';
import { useCollapseOnScroll } from '../hooks/use-collapse-on-scroll.ts';
import { useSearchSlot } from '../hooks/use-search-slot.ts';
import {
  currentHref,
  headerButtonAuthOpen,
  signInPageHref,
  signUpLabel,
  WRITE_AUTH_OPEN,
  type AuthOperation,
} from '../model/header-buttons.ts';
import type { TopBarPlacement } from '../model/top-bar-scroll.ts';
import { avatarCss } from '../../../shared/ui/avatar.tsx';
import { MobileBar } from './mobile-bar.tsx';
import { NotificationsLink } from './notifications-link.tsx';
import { SidebarToggle } from './sidebar-toggle.tsx';
import { topBarCss } from './top-bar.css.ts';

const LOADING: ViewerState = { status: 'loading' };

type TopBarProps = Pick<
  MountProps,
  'apollo' | 'bus' | 'navigation' | 'viewer$' | 'config' | 'flags' | 'slots' | 'telemetry' | 'session'
>;

/**
 * The top bar: the sidebar's menu icon, logo, search slot, Write, notifications
 * with the unread count, the visitor's header buttons and the account menu. Its data comes
 * through the page's one Apollo client.
 */
export function TopBar(props: TopBarProps) {
  return (
    <ApolloProvider client={props.apollo}>
      <TopBarContent {...props} />
    </ApolloProvider>
  );
}

function TopBarContent({ bus, navigation, viewer$, config, flags, slots, telemetry, session }: TopBarProps) {
  const viewer = useObservableValue(viewer$, LOADING);
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const { frameRef, placement, animated } = useCollapseOnScroll();
  const searchSlotRef = useSearchSlot(slots, telemetry);

  const homeHref = navigation.buildLink('home');
  const writeHref = navigation.buildLink('newStory');

  const navigateInApp = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigation.navigate(href);
  };

  const onWriteClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (viewer.status !== 'visitor') return navigateInApp(event, writeHref);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    bus.publish('auth/open', WRITE_AUTH_OPEN);
  };

  return (
    // The frame is the page's banner: the bar and, on small screens, the second bar below it.
    // Explicit role: the host may mount the parcel inside a sectioning element, where a header
    // loses its implicit banner role.
    <header ref={frameRef} role="banner" className="ink-top-bar-frame">
      <NoncedStyle>{topBarCss}</NoncedStyle>
      <NoncedStyle>{avatarCss}</NoncedStyle>
      <div className={topBarClassName(placement, animated)}>
        <div className="ink-top-bar__start">
          {viewer.status === 'signed-in' && (
            <SidebarToggle viewerId={viewer.viewer.id} flags={flags} telemetry={telemetry} />
          )}
          <a className="ink-top-bar__logo" href={homeHref} onClick={(event) => navigateInApp(event, homeHref)}>
            {config.productName || PRODUCT_NAME}
          </a>
          <div ref={searchSlotRef} className="ink-top-bar__search" data-slot="search" />
        </div>
        <div className="ink-top-bar__end">
          <a {...HOLD_CLICK} className="ink-top-bar__write" href={writeHref} onClick={onWriteClick}>
            <WriteIcon />
            <span>Write</span>
          </a>
          {viewer.status === 'signed-in' && <NotificationsLink navigation={navigation} />}
          {viewer.status === 'visitor' && (
            <VisitorButtons bus={bus} location={location} redirect={currentHref(config.hosts.app, location)} />
          )}
          <AccountMenu
            bus={bus}
            navigation={navigation}
            config={config}
            flags={flags}
            telemetry={telemetry}
            session={session}
            viewer={viewer}
            signInHref={(operation) => signInPageHref(operation, currentHref(config.hosts.app, location))}
          />
        </div>
      </div>
      <MobileBar
        pageUrl={currentHref(config.hosts.app, location)}
        flags={flags}
        navigation={navigation}
        telemetry={telemetry}
      />
    </header>
  );
}

function topBarClassName(placement: TopBarPlacement, animated: boolean): string {
  const classes = ['ink-top-bar'];
  if (placement !== 'in-flow') classes.push('ink-top-bar--floating');
  if (placement === 'hidden') classes.push('ink-top-bar--collapsed');
  if (animated) classes.push('ink-top-bar--animated');
  return classes.join(' ');
}

/** 'Sign up' (or 'Get started' on home) and 'Sign in': links that open the modal on a plain click. */
function VisitorButtons({
  bus,
  location,
  redirect,
}: {
  bus: RemoteBus;
  location: ShellLocation | null;
  redirect: string;
}) {
  const openModal = (event: MouseEvent<HTMLAnchorElement>, operation: AuthOperation) => {
    // A modified click follows the link to the sign-in page instead.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    bus.publish('auth/open', headerButtonAuthOpen(operation));
  };

  return (
    <>
      <a
        {...HOLD_CLICK}
        className="ink-top-bar__sign-up"
        href={signInPageHref('register', redirect)}
        onClick={(event) => openModal(event, 'register')}
      >
        {signUpLabel(location)}
      </a>
      <a
        {...HOLD_CLICK}
        className="ink-top-bar__sign-in"
        href={signInPageHref('login', redirect)}
        onClick={(event) => openModal(event, 'login')}
      >
        Sign in
      </a>
    </>
  );
}

function WriteIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M14 4a.5.5 0 0 0 0-1zm7 6a.5.5 0 0 0-1 0zm-7-7H4v1h10zM3 4v16h1V4zm1 17h16v-1H4zm17-1V10h-1v10zm-1 1a1 1 0 0 0 1-1h-1zM3 20a1 1 0 0 0 1 1v-1zM4 3a1 1 0 0 0-1 1h1z"
        fill="currentColor"
      />
      <path
        d="m17.5 4.5-8.458 8.458a.25.25 0 0 0-.06.098l-.824 2.47a.25.25 0 0 0 .316.316l2.47-.823a.25.25 0 0 0 .098-.06L19.5 6.5m-2-2 2.323-2.323a.25.25 0 0 1 .354 0l1.646 1.646a.25.25 0 0 1 0 .354L19.5 6.5m-2-2 2 2"
        stroke="currentColor"
      />
    </svg>
  );
}
