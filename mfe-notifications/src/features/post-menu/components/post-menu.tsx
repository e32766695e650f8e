import { useQuery } from '@apollo/client/react';
import { NoncedStyle, useObservableValue, type PostMenuProps, type ViewerState } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PostMenuTargetDocument } from '../api/__generated__/post-menu-target.generated.ts';
import { ConfirmDialog } from '../../../shared/dialogs/confirm-dialog.tsx';
import { setMuted } from '../../../shared/mute/set-muted.ts';
import { changeStory, type StoryChange } from '../../../shared/story/story-actions.ts';
import {
  postMenuItems,
  RESTORED_MESSAGE,
  TRASH_CONFIRM,
  unmutedMessage,
  type PostMenuItem,
} from '../model/post-menu-items.ts';
import { postMenuCss } from './post-menu.css.ts';

const LOADING: ViewerState = { status: 'loading' };

/**
 * The post page's "more" menu: what the author (Move to trash after a confirmation, subscription
 * promotion) or an editor of the publication (pin to its homepage, feature) may do with the story,
 * as the API's `Post.viewerEdge` allows, and mute or unmute its writer or
 * publication. Every action is optimistic in the one cache and shows its toast kind.
 * Visitors have nothing to do here, so the menu shows only for a signed-in viewer.
 */
export function PostMenu({ apollo, bus, viewer$, telemetry, post }: PostMenuProps) {
  const viewer = useObservableValue(viewer$, LOADING);
  const viewerId = viewer.status === 'signed-in' ? viewer.viewer.id : null;
  const { data, refetch } = useQuery(PostMenuTargetDocument, {
    client: apollo,
    variables: { id: post.id },
    skip: !viewerId,
  });
  const [open, setOpen] = useState(false);
  const [confirmingTrash, setConfirmingTrash] = useState(false);
  const busy = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // The mute edge is per viewer: ask again when someone else signs in.
  const lastViewer = useRef(viewerId);
  useEffect(() => {
    if (lastViewer.current === viewerId) return;
    lastViewer.current = viewerId;
    if (viewerId) void refetch();
  }, [viewerId, refetch]);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const collectionName = data?.post?.collection?.name ?? null;
  const runStoryChange = useCallback(
    async (change: StoryChange) => {
      if (busy.current) return;
      busy.current = true;
      const outcome = await changeStory(apollo, post.id, change);
      busy.current = false;
      if (outcome.type === 'unauthenticated') {
        bus.publish('auth/open', { operation: 'login' });
        return;
      }
      if (outcome.type === 'failed') {
        bus.publish('toast/show', { kind: 'error', ...(outcome.message ? { message: outcome.message } : {}) });
        return;
      }
      switch (change.type) {
        case 'trash':
          bus.publish('toast/show', { kind: 'move-to-trash', postId: post.id });
          return;
        case 'restore':
          bus.publish('toast/show', { message: RESTORED_MESSAGE });
          return;
        case 'pin':
          if (collectionName) {
            bus.publish('toast/show', { kind: 'post-pinned', pinned: change.pinned, collectionName });
          }
          return;
        case 'feature':
          bus.publish('toast/show', { kind: 'feature-story', featured: change.featured });
          return;
        case 'promotion':
          bus.publish('toast/show', { kind: 'subscription-promotion', enabled: change.enabled });
          return;
      }
    },
    [apollo, bus, post.id, collectionName],
  );

  const choose = useCallback(
    async (item: PostMenuItem) => {
      setOpen(false);
      button.current?.focus();
      if (item.type === 'story') {
        // Trashing asks first; everything else is one click and can be turned back from the menu.
        if (item.change.type === 'trash') setConfirmingTrash(true);
        else await runStoryChange(item.change);
        return;
      }
      if (busy.current) return;
      busy.current = true;
      const outcome = await setMuted(apollo, item.entity, item.mute);
      busy.current = false;
      switch (outcome.type) {
        case 'done':
        case 'already':
          if (item.mute) {
            if (outcome.type === 'done') {
              telemetry.track(item.entity.type === 'user' ? 'user.muted' : 'collection.muted', {
                targetId: item.entity.id,
              });
            }
            bus.publish('toast/show', { kind: 'mute-entity', entity: item.entity });
          } else {
            bus.publish('toast/show', { message: unmutedMessage(item.entity.name) });
          }
          return;
        case 'unauthenticated':
          bus.publish('auth/open', { operation: 'login' });
          return;
        case 'failed':
          bus.publish('toast/show', { kind: 'error', ...(outcome.message ? { message: outcome.message } : {}) });
          return;
      }
    },
    [apollo, bus, telemetry, runStoryChange],
  );

  const story = data?.post;
  if (!viewerId || !story) return null;
  const items = postMenuItems(story, viewerId);
  if (items.length === 0 && !confirmingTrash) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const next = (at + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
    entries[next]?.focus();
  };

  return (
    <div className="ink-post-menu" ref={root} onKeyDown={onKeyDown} data-testid="post-menu">
      <NoncedStyle>{postMenuCss}</NoncedStyle>
      <button
        ref={button}
        type="button"
        className="ink-post-menu__button"
        aria-label="More actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">···</span>
      </button>
      {open && (
        <ul className="ink-post-menu__list" role="menu" id={menuId} aria-label="More actions">
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={`ink-post-menu__item${
                  item.type === 'mute'
                    ? item.mute
                      ? ' ink-post-menu__item--mute'
                      : ''
                    : item.destructive
                      ? ' ink-post-menu__item--destructive'
                      : ''
                }`}
                onClick={() => void choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirmingTrash}
        title={TRASH_CONFIRM.title}
        confirmText={TRASH_CONFIRM.confirmText}
        tone="destructive"
        onCancel={() => {
          setConfirmingTrash(false);
          button.current?.focus();
        }}
        onConfirm={() => {
          setConfirmingTrash(false);
          button.current?.focus();
          void runStoryChange({ type: 'trash' });
        }}
      >
        {TRASH_CONFIRM.body}
      </ConfirmDialog>
    </div>
  );
}
