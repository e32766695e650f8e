import {
  checkStoryDraft,
  checkStoryPublishable,
  isStoryImageSource,
  isStoryUrl,
  STORY_BODY_EMPTY,
  STORY_LINK_INVALID,
  STORY_MARKUP_INVALID,
  STORY_TITLE_EMPTY,
  storyReadingTime,
  storySlug,
  storyTitleTooLong,
  storyTopic,
  type StoryDraft,
} from './stories.ts';

const draft = (values: Partial<StoryDraft> = {}): StoryDraft => ({
  title: 'A title',
  paragraphs: [{ type: 'P', text: 'Some words.', markups: [] }],
  topics: [],
  isLocked: false,
  ...values,
});

describe('stories', () => {
  it('takes only http(s) links, and images from there or the product’s own origin', () => {
    expect(isStoryUrl('https://example.com/a')).toBe(true);
    expect(isStoryUrl('javascript:alert(1)')).toBe(false);
    expect(isStoryUrl('data:text/html,x')).toBe(false);
    expect(isStoryImageSource('/_/images/abc.jpg')).toBe(true);
    expect(isStoryImageSource('//evil.example/x.jpg')).toBe(false);
  });

  it('a draft may be untitled; publishing needs a title and a body; a title has 100 characters at most', () => {
    expect(checkStoryDraft(draft({ title: '' }))).toEqual({ ok: true });
    expect(checkStoryPublishable(draft({ title: ' ' }))).toEqual({ ok: false, message: STORY_TITLE_EMPTY });
    expect(checkStoryPublishable(draft({ paragraphs: [] }))).toEqual({ ok: false, message: STORY_BODY_EMPTY });
    expect(checkStoryDraft(draft({ title: 'é'.repeat(101) }))).toEqual({ ok: false, message: storyTitleTooLong(101) });
  });

  it('refuses markups outside their paragraph and unsafe links', () => {
    const outside = draft({ paragraphs: [{ type: 'P', text: 'short', markups: [{ type: 'EM', start: 2, end: 9 }] }] });
    expect(checkStoryDraft(outside)).toEqual({ ok: false, message: STORY_MARKUP_INVALID });
    const unsafe = draft({
      paragraphs: [{ type: 'P', text: 'click', markups: [{ type: 'LINK', start: 0, end: 5, href: 'javascript:x' }] }],
    });
    expect(checkStoryDraft(unsafe)).toEqual({ ok: false, message: STORY_LINK_INVALID });
  });

  it('slugs, topics and reading time', () => {
    expect(storySlug('Crème brûlée, at 3 AM!')).toBe('creme-brulee-at-3-am');
    expect(storySlug('')).toBe('untitled');
    expect(storyTopic('Slow Craft')).toEqual({ displayText: 'Slow Craft', slug: 'slow-craft' });
    expect(storyReadingTime([{ type: 'P', text: 'word '.repeat(530), markups: [] }])).toBe(2);
    expect(storyReadingTime([])).toBe(1);
  });
});
