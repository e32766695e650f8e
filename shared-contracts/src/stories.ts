/**
 * A story's body as stored and rendered: a list of paragraphs, each plain text with markups over
 * ranges of it (bold, italic, links), or an image. The editor writes it, the API checks and stores
 * it, the story page renders it as React elements: no HTML is ever stored or injected. The limits
 * and the texts the API answers with live here, so the editor says the same before it asks.
 */

export const STORY_PARAGRAPH_TYPES = ['P', 'H2', 'H3', 'BLOCKQUOTE', 'IMAGE'] as const;
export type StoryParagraphType = (typeof STORY_PARAGRAPH_TYPES)[number];
export const STORY_MARKUP_TYPES = ['STRONG', 'EM', 'LINK'] as const;
export type StoryMarkupType = (typeof STORY_MARKUP_TYPES)[number];

/** A markup over `text.slice(start, end)` (UTF-16 offsets, as JavaScript strings count). */
export interface StoryMarkup {
  type: StoryMarkupType;
  start: number;
  end: number;
  /** LINK only. */
  href?: string | null;
}

export interface StoryParagraph {
  type: StoryParagraphType;
  /** The paragraph's text; an IMAGE's caption. */
  text: string;
  markups: StoryMarkup[];
  /** IMAGE only: where the image is. */
  src?: string | null;
  /** IMAGE only: what it shows, for readers who cannot see it. */
  alt?: string | null;
}

export const STORY_TITLE_MAX_LENGTH = 100;
/** Characters of text in all paragraphs together. */
export const STORY_BODY_MAX_LENGTH = 100_000;
export const STORY_MAX_PARAGRAPHS = 2000;
export const STORY_MAX_TOPICS = 5;
export const STORY_TOPIC_MAX_LENGTH = 25;
export const STORY_URL_MAX_LENGTH = 2048;
/** Reading speed for a story's reading time, in words a minute. */
export const WORDS_PER_MINUTE = 265;

export const STORY_TITLE_EMPTY = 'Give your story a title before publishing it.';
export const storyTitleTooLong = (length: number) =>
  `Your title is ${length} characters long; the limit is ${STORY_TITLE_MAX_LENGTH}.`;
export const STORY_BODY_EMPTY = 'Write something in your story before publishing it.';
export const storyBodyTooLong = (length: number) =>
  `Your story is ${length} characters long; the limit is ${STORY_BODY_MAX_LENGTH}.`;
export const STORY_TOO_MANY_PARAGRAPHS = `A story can have at most ${STORY_MAX_PARAGRAPHS} paragraphs.`;
export const STORY_TOO_MANY_TOPICS = `A story can have at most ${STORY_MAX_TOPICS} topics.`;
export const STORY_TOPIC_INVALID = `Topics are 1 to ${STORY_TOPIC_MAX_LENGTH} letters, digits, spaces or hyphens.`;
export const STORY_LINK_INVALID = 'Links must be http:// or https:// addresses.';
export const STORY_IMAGE_INVALID = 'Images must be http:// or https:// addresses or uploaded images.';
export const STORY_MARKUP_INVALID = 'A markup of the story does not fit its paragraph.';
export const STORY_NOT_AUTHOR = 'Only the author can edit this story.';
export const STORY_IN_TRASH = 'This story is in the trash: restore it before editing it.';

/** Whether `url` is an address a story may link to or show an image from: http(s) only, never javascript: or data:. */
export function isStoryUrl(url: string): boolean {
  if (url.length === 0 || url.length > STORY_URL_MAX_LENGTH) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Whether `src` is where a story's image may come from: an http(s) address, or a path on the
 * product's own origin (`/…`, where uploaded images are served; never `//host`). The page's
 * Content-Security-Policy shows images of its own origin only (docs/architecture/security.md).
 */
export function isStoryImageSource(src: string): boolean {
  if (src.startsWith('/')) return !src.startsWith('//') && !src.includes('\\') && src.length <= STORY_URL_MAX_LENGTH;
  return isStoryUrl(src);
}

/** The text of every paragraph, one a line apart: what search, excerpts and reading time read. */
export function storyPlainText(paragraphs: readonly StoryParagraph[]): string {
  return paragraphs
    .map((paragraph) => paragraph.text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Minutes to read, one decimal, at least 1 (an image counts as 12 seconds). */
export function storyReadingTime(paragraphs: readonly StoryParagraph[]): number {
  const words = storyPlainText(paragraphs).split(/\s+/).filter(Boolean).length;
  const images = paragraphs.filter((paragraph) => paragraph.type === 'IMAGE').length;
  return Math.max(1, Math.round((words / WORDS_PER_MINUTE + images * 0.2) * 10) / 10);
}

/** A stored plain-text body (the seed's, a response's) as paragraphs: one per blank-line-separated block. */
export function paragraphsOfPlainText(body: string): StoryParagraph[] {
  return body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ type: 'P' as const, text, markups: [] }));
}

/** A topic as a writer typed it: its display text (spaces collapsed) and slug, or null when it is not one. */
export function storyTopic(name: string): { displayText: string; slug: string } | null {
  const displayText = name.trim().replace(/\s+/g, ' ');
  if (displayText.length === 0 || displayText.length > STORY_TOPIC_MAX_LENGTH) return null;
  if (!/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(displayText)) return null;
  const slug = displayText
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? { displayText, slug } : null;
}

export interface StoryDraft {
  title: string;
  paragraphs: readonly StoryParagraph[];
  topics: readonly string[];
  isLocked: boolean;
}

export type StoryCheck = { ok: true } | { ok: false; message: string };

const refused = (message: string): StoryCheck => ({ ok: false, message });

function checkParagraph(paragraph: StoryParagraph): StoryCheck {
  if (paragraph.type === 'IMAGE' && !isStoryImageSource(paragraph.src ?? '')) return refused(STORY_IMAGE_INVALID);
  for (const markup of paragraph.markups) {
    const fits =
      Number.isInteger(markup.start) &&
      Number.isInteger(markup.end) &&
      markup.start >= 0 &&
      markup.start < markup.end &&
      markup.end <= paragraph.text.length;
    if (!fits) return refused(STORY_MARKUP_INVALID);
    if (markup.type === 'LINK' && !isStoryUrl(markup.href ?? '')) return refused(STORY_LINK_INVALID);
  }
  return { ok: true };
}

/**
 * What a draft may hold whenever it is saved: a title of at most 100 characters (it may be empty
 * while the writer works), paragraphs within the limits, safe links and images, valid topics.
 */
export function checkStoryDraft(draft: StoryDraft): StoryCheck {
  const titleLength = [...draft.title.trim()].length;
  if (titleLength > STORY_TITLE_MAX_LENGTH) return refused(storyTitleTooLong(titleLength));
  if (draft.paragraphs.length > STORY_MAX_PARAGRAPHS) return refused(STORY_TOO_MANY_PARAGRAPHS);
  const bodyLength = draft.paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length, 0);
  if (bodyLength > STORY_BODY_MAX_LENGTH) return refused(storyBodyTooLong(bodyLength));
  for (const paragraph of draft.paragraphs) {
    const checked = checkParagraph(paragraph);
    if (!checked.ok) return checked;
  }
  if (draft.topics.length > STORY_MAX_TOPICS) return refused(STORY_TOO_MANY_TOPICS);
  if (draft.topics.some((topic) => storyTopic(topic) === null)) return refused(STORY_TOPIC_INVALID);
  return { ok: true };
}

/** What publishing needs beyond a valid draft: a title and something to read. */
export function checkStoryPublishable(draft: StoryDraft): StoryCheck {
  const checked = checkStoryDraft(draft);
  if (!checked.ok) return checked;
  if (!draft.title.trim()) return refused(STORY_TITLE_EMPTY);
  const hasBody = draft.paragraphs.some((paragraph) => paragraph.type === 'IMAGE' || paragraph.text.trim());
  if (!hasBody) return refused(STORY_BODY_EMPTY);
  return { ok: true };
}

/** A story's slug for its URL, from its title ('untitled' for none). */
export function storySlug(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'untitled';
}
