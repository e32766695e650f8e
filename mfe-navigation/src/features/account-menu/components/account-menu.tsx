import { useQuery } from '@apollo/client/react';
import {
  isInAppHref,
  isPlainClick,
  NoncedStyle,
  useHydrated,
  type MountProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useId, useState, type MouseEvent } from 'react';
import { AvatarMenuQueryDocument } from '../api/__generated__/avatar-menu.generated.ts';
import { useDismissableMenu } from '../../../shared/menu/use-dismissable-menu.ts';
import { Avatar } from '../../../shared/ui/avatar.tsx';
import {
  accountMenuEntries,
  MISSING_XSRF_ERROR,
  signOutHref,
  type MenuEntry,
  type MenuSection,
  type MenuViewer,
} from '../model/account-menu-entries.ts';
import { accountMenuCss } from './account-menu.css.ts';

type AccountMenuProps = Pick<MountProps, 'bus' | 'navigation' | 'config' | 'flags' | 'telemetry' | 'session'> & {
  viewer: ViewerState;
  /** The sign-in page a visitor's modified click goes to. */
  signInHref: (operation: 'login' | 'register') => string;
  /** Leaves the app for a server route (sign-out); the page's location by default. */
  leave?: (href: string) => void;
};

const leavePage = (href: string) => window.location.assign(href);

/**
 * The account menu: the avatar (or, for visitors, the person icon) and its menu. The avatar is the
 * viewer state's image, so a new one the host publishes shows at once.
 */
export function AccountMenu({
  bus,
  navigation,
  config,
  flags,
  telemetry,
  session,
  viewer,
  signInHref,
  leave = leavePage,
}: AccountMenuProps) {
  const signedIn = viewer.status === 'signed-in';
  // Asked in the browser (the menu opens there); the server draws the avatar from the viewer.
  const hydrated = useHydrated();
  const { data } = useQuery(AvatarMenuQueryDocument, { skip: !signedIn || !hydrated });
  const menuViewer: MenuViewer | null = signedIn ? (data?.viewer ?? null) : null;
  const [view, setView] = useState<'main' | 'more'>('main');
  const {
    state: menuState,
    open: menuOpen,
    toggle,
    close,
    triggerRef,
    panelRef,
  } = useDismissableMenu(() => {
    setView('main');
    telemetry.track('nav.avatarMenuOpened');
  });
  const panelId = useId();

  if (viewer.status === 'loading') return null;
  const name = viewer.status === 'signed-in' ? viewer.viewer.name || viewer.viewer.username || 'Account' : '';
  const model = accountMenuEntries(signedIn ? menuViewer : null, {
    productName: config.productName,
    hosts: config.hosts,
    flags,
    buildLink: navigation.buildLink,
    signInHref,
  });
  // Until the menu's query answers, a signed-in viewer sees their profile and Sign out.
  const sections: MenuSection[] =
    signedIn && !menuViewer ? [{ id: 'sign-out', entries: [{ kind: 'sign-out', label: 'Sign out' }] }] : model.sections;

  const onEntryClick = (event: MouseEvent<HTMLElement>, entry: MenuEntry) => {
    switch (entry.kind) {
      case 'more':
        event.preventDefault();
        setView('more');
        return;
      case 'reactivate':
        event.preventDefault();
        close(false);
        bus.publish('membership/reactivate-open', {});
        return;
      case 'sign-out': {
        event.preventDefault();
        const xsrf = session.xsrf();
        if (!xsrf) console.error(`[inkpot] ${MISSING_XSRF_ERROR}`);
        leave(signOutHref(xsrf, navigation.buildLink));
        return;
      }
      case 'auth':
        if (!isPlainClick(event)) return;
        event.preventDefault();
        close(false);
        bus.publish('auth/open', entry.open);
        return;
      case 'link':
        if (!isPlainClick(event) || !isInAppHref(entry.href)) return;
        event.preventDefault();
        close(false);
        navigation.navigate(entry.href);
    }
  };

  const renderEntry = (entry: MenuEntry) => {
    switch (entry.kind) {
      case 'link':
        return (
          <a className="ink-account-menu__item" href={entry.href} onClick={(event) => onEntryClick(event, entry)}>
            <span>{entry.label}</span>
            {entry.detail && <span className="ink-account-menu__detail">{entry.detail}</span>}
          </a>
        );
      case 'auth':
        return (
          <a
            className={
              entry.emphasis ? 'ink-account-menu__button ink-account-menu__button--primary' : 'ink-account-menu__button'
            }
            href={entry.href}
            onClick={(event) => onEntryClick(event, entry)}
          >
            {entry.label}
          </a>
        );
      case 'sign-out':
        return (
          <a
            className="ink-account-menu__item"
            href={signOutHref(session.xsrf(), navigation.buildLink)}
            onClick={(event) => onEntryClick(event, entry)}
          >
            <span>{entry.label}</span>
          </a>
        );
      default:
        return (
          <button type="button" className="ink-account-menu__item" onClick={(event) => onEntryClick(event, entry)}>
            <span>{entry.label}</span>
          </button>
        );
    }
  };

  return (
    <div className="ink-account-menu">
      <NoncedStyle>{accountMenuCss}</NoncedStyle>
      <button
        ref={triggerRef}
        type="button"
        className="ink-account-menu__trigger"
        aria-label={signedIn ? `Account menu for ${name}` : 'Account menu'}
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        {viewer.status === 'signed-in' ? (
          <Avatar name={name} size={32} imageId={viewer.viewer.imageId} />
        ) : (
          <PersonIcon />
        )}
      </button>
      {menuState !== 'closed' && (
        <div
          ref={panelRef}
          id={panelId}
          className={
            menuState === 'closing'
              ? 'ink-account-menu__panel ink-account-menu__panel--closing'
              : 'ink-account-menu__panel'
          }
          data-state={menuState}
        >
          {view === 'main' ? (
            <nav aria-label="Account">
              {sections.map((section) => (
                <div key={section.id} className="ink-account-menu__section" data-section={section.id}>
                  {section.heading && <h2 className="ink-account-menu__heading">{section.heading}</h2>}
                  <ul>
                    {section.entries.map((entry) => (
                      <li key={entry.label}>{renderEntry(entry)}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : (
            <nav aria-label="More">
              <div className="ink-account-menu__section">
                <button type="button" className="ink-account-menu__item" onClick={() => setView('main')}>
                  <span aria-hidden="true">‹ </span>Back
                </button>
              </div>
              <div className="ink-account-menu__section">
                <ul>
                  {model.more.map((entry) => (
                    <li key={entry.label}>{renderEntry(entry)}</li>
                  ))}
                </ul>
              </div>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

function PersonIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" stroke="currentColor" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}
