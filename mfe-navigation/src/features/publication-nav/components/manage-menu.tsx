import { ApolloProvider } from '@apollo/client/react';
import { isInAppHref, isPlainClick, NoncedStyle, type MountProps } from '@inkpot/shared-contracts';
import { useId, type MouseEvent } from 'react';
import { useDismissableMenu } from '../../../shared/menu/use-dismissable-menu.ts';
import { manageMenuEntries } from '../model/manage-menu-entries.ts';
import { publicationNavCss } from './publication-nav.css.ts';
import { headerTint } from '../model/header-tint.ts';
import { TintStrip } from './tint-strip.tsx';
import { usePublicationContext } from './use-publication-context.ts';

type ManageMenuProps = Pick<MountProps, 'apollo' | 'navigation' | 'publication'>;

/** The 'Manage publication' menu, for the publication's OWNER and EDITORs only. */
export function ManageMenu(props: ManageMenuProps) {
  return (
    <ApolloProvider client={props.apollo}>
      <ManageMenuContent {...props} />
    </ApolloProvider>
  );
}

function ManageMenuContent({ navigation, publication: context }: ManageMenuProps) {
  const publication = usePublicationContext(context);
  const { state: menuState, open: menuOpen, toggle, close, triggerRef, panelRef } = useDismissableMenu();
  const panelId = useId();
  const model = publication
    ? manageMenuEntries(
        {
          slug: publication.slug,
          hasNewsletter: publication.newsletter !== null,
          viewerStaffRole: publication.viewerEdge.viewerStaffRole,
        },
        navigation.buildLink,
      )
    : null;
  if (!model) return null;
  const tint = headerTint(publication?.tintColor);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event) || !isInAppHref(href)) return;
    event.preventDefault();
    close(false);
    navigation.navigate(href);
  };
  const renderLinks = (entries: typeof model.entries) => (
    <ul>
      {entries.map((entry) => (
        <li key={entry.label}>
          <a href={entry.href} onClick={(event) => onClick(event, entry.href)}>
            {entry.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="ink-pub-manage">
      <NoncedStyle>{publicationNavCss}</NoncedStyle>
      {/* The strip continues over this part of the bar. */}
      {tint && <TintStrip color={tint} />}
      <button
        ref={triggerRef}
        type="button"
        className="ink-pub-manage__trigger"
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        Manage publication
      </button>
      {menuState !== 'closed' && (
        <div
          ref={panelRef}
          id={panelId}
          className={
            menuState === 'closing' ? 'ink-pub-manage__panel ink-pub-manage__panel--closing' : 'ink-pub-manage__panel'
          }
        >
          <nav aria-label="Manage publication">
            {renderLinks(model.entries)}
            <h2 className="ink-pub-manage__heading">Settings</h2>
            {renderLinks(model.settings)}
          </nav>
        </div>
      )}
    </div>
  );
}
