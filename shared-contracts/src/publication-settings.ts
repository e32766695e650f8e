/**
 * A publication's settings as its OWNER and EDITORs change them: its about text (name, short
 * description, long description), its logo, and the links of its navigation bar. The limits,
 * the checks and the words the API answers with live here, so the settings page says the same
 * before it asks. Who may change what: `publicationSettingsPermissions`. docs/host-pages.md#publication-settings.
 */
import { z } from 'zod/mini';
import { isStoryUrl, storyTopic } from './stories.ts';

export const PUBLICATION_NAME_MAX_LENGTH = 60;
/** The short description (tagline): under the name, in search results, cards and link previews. */
export const PUBLICATION_DESCRIPTION_MAX_LENGTH = 160;
/** The About page's text, paragraphs a blank line apart. */
export const PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH = 5000;
/** The publication bar draws its links on one line beside the name. */
export const PUBLICATION_NAVIGATION_MAX_ITEMS = 8;
export const NAVIGATION_TITLE_MAX_LENGTH = 30;
export const NAVIGATION_URL_MAX_LENGTH = 2048;

export const PUBLICATION_NAME_EMPTY = 'Give the publication a name.';
export const publicationNameTooLong = (length: number) =>
  `The name is ${length} characters long; the limit is ${PUBLICATION_NAME_MAX_LENGTH}.`;
export const publicationDescriptionTooLong = (length: number) =>
  `The short description is ${length} characters long; the limit is ${PUBLICATION_DESCRIPTION_MAX_LENGTH}.`;
export const publicationLongDescriptionTooLong = (length: number) =>
  `The long description is ${length} characters long; the limit is ${PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH}.`;
export const NAVIGATION_TOO_MANY = `The navigation can hold at most ${PUBLICATION_NAVIGATION_MAX_ITEMS} links.`;
export const NAVIGATION_TITLE_EMPTY = 'Every navigation link needs a title.';
export const navigationTitleTooLong = (title: string) =>
  `The link title “${title.slice(0, 40)}” is ${title.length} characters long; the limit is ${NAVIGATION_TITLE_MAX_LENGTH}.`;
export const NAVIGATION_DESTINATION_UNKNOWN = 'A navigation link leads to a place the publication bar does not know.';
export const NAVIGATION_EXTERNAL_INVALID = 'An external link must be an http:// or https:// address.';
export const NAVIGATION_ONE_EXTERNAL = 'The navigation can hold one external link: the bar shows only one.';
export const NAVIGATION_TOPIC_INVALID = 'A topic link needs a topic: 1 to 25 letters, digits, spaces or hyphens.';
export const navigationTopicUnknown = (topic: string) => `There is no topic “${topic}” on Inkpot yet.`;
export const NAVIGATION_VALUE_MISSING = 'A page, section or story link needs to say which one it leads to.';
export const navigationDuplicate = (title: string) => `“${title}” leads where another link already does.`;
export const ONLY_OWNER_NAME_AND_LOGO = (name: string) => `Only the owner of ${name} can change its name and logo.`;
export const onlyStaffChangeSettings = (name: string) =>
  `Only the owner and editors of ${name} can change its settings.`;
export const PUBLICATION_NOT_FOUND = 'Publication not found.';
export const LOGO_NOT_UPLOADED = 'Upload the image first (as an avatar), then choose it.';

/**
 * Where a navigation link leads (the publication bar's destinations). The settings page adds the
 * first four; links of the other kinds a publication already has are kept, renamed, moved or removed.
 */
export const NAVIGATION_DESTINATIONS = [
  'ABOUT',
  'LATEST',
  'TAG_FEED',
  'EXTERNAL_URL',
  'TRENDING',
  'PAGE',
  'SECTION',
  'POST',
  'PRODUCT',
] as const;
export type NavigationDestination = (typeof NAVIGATION_DESTINATIONS)[number];

export interface NavigationItemValue {
  destination: string;
  title: string;
  value: string;
}

export interface PublicationAboutValue {
  /** Null or absent: the name is kept (an editor's form never sends it). */
  name?: string | null;
  description: string;
  longDescription: string;
}

export type SettingsCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const firstIssue = <T>(result: { success: true; data: T } | { success: false; error: z.core.$ZodError }) =>
  result.success
    ? ({ ok: true, value: result.data } as const)
    : ({ ok: false, message: result.error.issues[0]?.message ?? 'These settings cannot be saved.' } as const);

/** Line ends as `\n`, no space at either end. */
const cleanText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

const aboutSchema = z.object({
  name: z.nullish(
    z
      .pipe(
        z.string(),
        z.transform((name) => name.trim().replace(/\s+/g, ' ')),
      )
      .check(
        z.minLength(1, PUBLICATION_NAME_EMPTY),
        z.refine((name) => name.length <= PUBLICATION_NAME_MAX_LENGTH, {
          error: (issue) => publicationNameTooLong(String(issue.input).length),
        }),
      ),
  ),
  description: z
    .pipe(
      z.string(),
      z.transform((text) => cleanText(text).replace(/\s+/g, ' ')),
    )
    .check(
      z.refine((text) => text.length <= PUBLICATION_DESCRIPTION_MAX_LENGTH, {
        error: (issue) => publicationDescriptionTooLong(String(issue.input).length),
      }),
    ),
  longDescription: z.pipe(z.string(), z.transform(cleanText)).check(
    z.refine((text) => text.length <= PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH, {
      error: (issue) => publicationLongDescriptionTooLong(String(issue.input).length),
    }),
  ),
});

/** The about settings as they will be stored (trimmed), or the first thing wrong with them. */
export function checkPublicationAbout(input: PublicationAboutValue): SettingsCheck<PublicationAboutValue> {
  return firstIssue(z.safeParse(aboutSchema, input));
}

/** A topic link's value: the topic's slug, from its name or its slug as typed. */
export const navigationTopicSlug = (typed: string): string | null => storyTopic(typed.replace(/-/g, ' '))?.slug ?? null;

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** One link as it will be stored (title trimmed, value normalised), or why it cannot be. */
function checkItem(item: NavigationItemValue): SettingsCheck<NavigationItemValue> {
  const title = item.title.trim().replace(/\s+/g, ' ');
  if (!title) return { ok: false, message: NAVIGATION_TITLE_EMPTY };
  if (title.length > NAVIGATION_TITLE_MAX_LENGTH) return { ok: false, message: navigationTitleTooLong(title) };
  const destination = item.destination as NavigationDestination;
  const value = item.value.trim();
  switch (destination) {
    case 'ABOUT':
    case 'LATEST':
    case 'TRENDING':
      return { ok: true, value: { destination, title, value: '' } };
    case 'PRODUCT':
      return { ok: true, value: { destination, title, value: /^\d{4}$/.test(value) ? value : '' } };
    case 'TAG_FEED': {
      const slug = navigationTopicSlug(value);
      return slug
        ? { ok: true, value: { destination, title, value: slug } }
        : { ok: false, message: NAVIGATION_TOPIC_INVALID };
    }
    case 'EXTERNAL_URL':
      return value.length <= NAVIGATION_URL_MAX_LENGTH && isStoryUrl(value)
        ? { ok: true, value: { destination, title, value } }
        : { ok: false, message: NAVIGATION_EXTERNAL_INVALID };
    case 'PAGE':
    case 'SECTION':
      return SLUG.test(value.toLowerCase())
        ? { ok: true, value: { destination, title, value: value.toLowerCase() } }
        : { ok: false, message: NAVIGATION_VALUE_MISSING };
    case 'POST':
      return /^[\w-]{1,100}$/.test(value)
        ? { ok: true, value: { destination, title, value } }
        : { ok: false, message: NAVIGATION_VALUE_MISSING };
    default:
      return { ok: false, message: NAVIGATION_DESTINATION_UNKNOWN };
  }
}

const navigationSchema = z
  .array(z.object({ destination: z.string(), title: z.string(), value: z.string() }))
  .check(z.maxLength(PUBLICATION_NAVIGATION_MAX_ITEMS, NAVIGATION_TOO_MANY));

/**
 * The navigation as it will be stored, in the order given (the bar's order), or the first thing
 * wrong with it: too many links, a link without a title or a usable destination, a second external
 * link (the bar shows one), two links to the same place.
 */
export function checkPublicationNavigation(
  items: readonly NavigationItemValue[],
): SettingsCheck<NavigationItemValue[]> {
  const parsed = firstIssue(z.safeParse(navigationSchema, items));
  if (!parsed.ok) return parsed;
  const checked: NavigationItemValue[] = [];
  const places = new Set<string>();
  for (const item of parsed.value) {
    const result = checkItem(item);
    if (!result.ok) return result;
    const place = `${result.value.destination}:${result.value.value}`;
    if (places.has(place)) return { ok: false, message: navigationDuplicate(result.value.title) };
    places.add(place);
    checked.push(result.value);
  }
  if (checked.filter((item) => item.destination === 'EXTERNAL_URL').length > 1)
    return { ok: false, message: NAVIGATION_ONE_EXTERNAL };
  return { ok: true, value: checked };
}

export interface PublicationSettingsPermissions {
  /** The settings page at all: the about text, the navigation, the editors list. */
  canManage: boolean;
  /** The name and the logo, the publication's identity: its OWNER only. */
  canChangeNameAndLogo: boolean;
}

/**
 * Who may change what. OWNER: everything. EDITOR: the short and long description and the
 * navigation; the name and logo stay the owner's. WRITER and everyone else: nothing.
 */
export function publicationSettingsPermissions(role: string | null | undefined): PublicationSettingsPermissions {
  return { canManage: role === 'OWNER' || role === 'EDITOR', canChangeNameAndLogo: role === 'OWNER' };
}
