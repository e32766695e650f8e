import { pageKindOfRoute, pageTypeOf } from './page-type.ts';

describe('page-type labels of performance metrics', () => {
  it("label the host's pages by what they show, and every other page other", () => {
    expect(
      [
        'home',
        'home-lo-legacy',
        'post',
        'user-followers',
        'user-catalog',
        'publication-profile',
        'publication-about',
      ].map(pageTypeOf),
    ).toEqual(['homepage', 'homepage', 'post', 'profile', 'list', 'collection-homepage', 'collection-about']);
    expect(['publication-tagged', 'stats-post', 'topic-portal', 'tag-inkpot'].map(pageTypeOf)).toEqual([
      'collection-tagged',
      'stats-post',
      'topic',
      'tag',
    ]);
    expect(['settings', 'not-found', null, 'tagline'].map(pageTypeOf)).toEqual(['other', 'other', 'other', 'other']);
  });
});

describe('pageKindOfRoute', () => {
  it('names a post read inside a series sequence-post, labelled so; every other route its page', () => {
    expect(pageKindOfRoute('sequencePost', 'post')).toBe('sequence-post');
    expect(pageTypeOf(pageKindOfRoute('sequencePost', 'post'))).toBe('sequence-post');
    expect(pageKindOfRoute('postByUser', 'post')).toBe('post');
    expect(pageKindOfRoute('home', 'home')).toBe('home');
  });
});
