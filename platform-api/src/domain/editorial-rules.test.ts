import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storyPermissions, type StoryFacts } from './editorial-rules.ts';

const story = (values: Partial<StoryFacts> = {}): StoryFacts => ({
  creatorId: 'author',
  collectionId: 'pub',
  statusForCollection: 'APPROVED',
  isPublished: true,
  isSuspended: false,
  deletedAt: null,
  ...values,
});

const NONE = {
  canDelete: false,
  canPinOnCollection: false,
  canFeatureOnCollection: false,
  canEditSubscriptionPromotion: false,
};

describe('storyPermissions', () => {
  it('lets the author trash the story and edit its promotion, not pin or feature it', () => {
    assert.deepEqual(storyPermissions(story(), 'author', null), {
      ...NONE,
      canDelete: true,
      canEditSubscriptionPromotion: true,
    });
  });

  it('lets owners and editors of the publication pin and feature, not writers or readers', () => {
    const editing = { ...NONE, canPinOnCollection: true, canFeatureOnCollection: true };
    assert.deepEqual(storyPermissions(story(), 'editor', 'EDITOR'), editing);
    assert.deepEqual(storyPermissions(story(), 'owner', 'OWNER'), editing);
    assert.deepEqual(storyPermissions(story(), 'writer', 'WRITER'), NONE);
    assert.deepEqual(storyPermissions(story(), 'reader', null), NONE);
    assert.deepEqual(storyPermissions(story(), null, 'EDITOR'), NONE);
  });

  it('gives an author who edits the publication every action', () => {
    assert.deepEqual(storyPermissions(story(), 'author', 'EDITOR'), {
      canDelete: true,
      canPinOnCollection: true,
      canFeatureOnCollection: true,
      canEditSubscriptionPromotion: true,
    });
  });

  it('pins and features only stories on the homepage: in the publication, published, not suspended or trashed', () => {
    const pins = (facts: Partial<StoryFacts>) => storyPermissions(story(facts), 'editor', 'EDITOR').canPinOnCollection;
    assert.equal(pins({ collectionId: null }), false);
    assert.equal(pins({ statusForCollection: 'PENDING' }), false);
    assert.equal(pins({ isPublished: false }), false);
    assert.equal(pins({ isSuspended: true }), false);
    assert.equal(pins({ deletedAt: new Date() }), false);
    assert.equal(pins({ statusForCollection: null }), true);
  });

  it('keeps Restore for a trashed story but not its promotion', () => {
    assert.deepEqual(storyPermissions(story({ deletedAt: new Date() }), 'author', null), { ...NONE, canDelete: true });
  });
});
