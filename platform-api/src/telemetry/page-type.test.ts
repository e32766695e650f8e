import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageTypeOf } from './page-type.ts';

describe('page-type labels of performance metrics', () => {
  it("label the host's pages by what they show, and every other page other", () => {
    assert.deepEqual(
      [
        'home',
        'home-lo-legacy',
        'post',
        'user-followers',
        'user-catalog',
        'publication-profile',
        'publication-about',
      ].map(pageTypeOf),
      ['homepage', 'homepage', 'post', 'profile', 'list', 'collection-homepage', 'collection-about'],
    );
    assert.deepEqual(['publication-tagged', 'stats-post', 'topic-portal', 'tag-inkpot'].map(pageTypeOf), [
      'collection-tagged',
      'stats-post',
      'topic',
      'tag',
    ]);
    assert.deepEqual(['settings', 'not-found', null, 'tagline'].map(pageTypeOf), ['other', 'other', 'other', 'other']);
  });
});
