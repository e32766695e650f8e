import { postMenuItems, unmutedMessage, type MenuStory, type StoryPermissions } from './post-menu-items.ts';

const NOTHING: StoryPermissions = {
  canDelete: false,
  canPinOnCollection: false,
  canFeatureOnCollection: false,
  canEditSubscriptionPromotion: false,
};
const writer = (isMuting = false) => ({ id: 'u1', name: 'Ada Writer', viewerEdge: { isMuting } });
const publication = (isMuting = false) => ({ id: 'c1', name: 'The Inkwell', viewerEdge: { isMuting } });
const story = (values: Partial<MenuStory> = {}): MenuStory => ({
  isDeleted: false,
  isPinnedOnCollection: false,
  isFeaturedOnCollection: false,
  isSubscriptionPromotionEnabled: true,
  viewerEdge: NOTHING,
  creator: writer(),
  collection: publication(),
  ...values,
});
const labels = (post: MenuStory, viewerId = 'viewer') => postMenuItems(post, viewerId).map((item) => item.label);

describe('postMenuItems', () => {
  it('offers a reader to mute the writer and the publication', () => {
    expect(postMenuItems(story(), 'viewer')).toEqual([
      { type: 'mute', entity: { type: 'user', id: 'u1', name: 'Ada Writer' }, mute: true, label: 'Mute Ada Writer' },
      {
        type: 'mute',
        entity: { type: 'collection', id: 'c1', name: 'The Inkwell' },
        mute: true,
        label: 'Mute The Inkwell',
      },
    ]);
  });

  it('offers Unmute for what the viewer already muted', () => {
    expect(labels(story({ creator: writer(true), collection: null }))).toEqual(['Unmute Ada Writer']);
  });

  it('never offers the viewer to mute themselves', () => {
    expect(labels(story({ collection: null }), 'u1')).toEqual([]);
    expect(labels(story({ collection: publication(true) }), 'u1')).toEqual(['Unmute The Inkwell']);
  });

  it('offers the author the promotion switch and Move to trash, last and destructive', () => {
    const items = postMenuItems(
      story({ viewerEdge: { ...NOTHING, canDelete: true, canEditSubscriptionPromotion: true } }),
      'u1',
    );
    expect(items.map((item) => item.label)).toEqual([
      'Disable subscription promotion',
      'Mute The Inkwell',
      'Move to trash',
    ]);
    expect(items[0]).toMatchObject({ change: { type: 'promotion', enabled: false }, destructive: false });
    expect(items[2]).toMatchObject({ change: { type: 'trash' }, destructive: true });
    expect(
      labels(
        story({
          isSubscriptionPromotionEnabled: false,
          viewerEdge: { ...NOTHING, canEditSubscriptionPromotion: true },
        }),
        'u1',
      )[0],
    ).toBe('Enable subscription promotion');
  });

  it('offers an editor pin and feature, in the direction the story is not yet', () => {
    const editor = { ...NOTHING, canPinOnCollection: true, canFeatureOnCollection: true };
    expect(labels(story({ viewerEdge: editor }))).toEqual([
      'Pin to The Inkwell homepage',
      'Feature this story',
      'Mute Ada Writer',
      'Mute The Inkwell',
    ]);
    const done = postMenuItems(
      story({ viewerEdge: editor, isPinnedOnCollection: true, isFeaturedOnCollection: true }),
      'viewer',
    );
    expect(done.slice(0, 2)).toEqual([
      {
        type: 'story',
        change: { type: 'pin', pinned: false },
        label: 'Unpin from The Inkwell homepage',
        destructive: false,
      },
      {
        type: 'story',
        change: { type: 'feature', featured: false },
        label: 'Unfeature this story',
        destructive: false,
      },
    ]);
  });

  it('offers only Restore on a trashed story, and nothing to others', () => {
    const trashed = story({ isDeleted: true, viewerEdge: { ...NOTHING, canDelete: true } });
    expect(postMenuItems(trashed, 'u1')).toEqual([
      { type: 'story', change: { type: 'restore' }, label: 'Restore from trash', destructive: false },
    ]);
    expect(postMenuItems({ ...trashed, viewerEdge: NOTHING }, 'viewer')).toEqual([]);
  });

  it('says what an unmute did', () => {
    expect(unmutedMessage('Ada Writer')).toBe('You unmuted Ada Writer. Their stories can show in your feeds again.');
  });
});
