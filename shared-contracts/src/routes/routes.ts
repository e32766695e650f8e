/**
 * The named routes the shell slice links to. The full route table of spec 03 §2.2 (with the
 * matcher and custom-domain modes) extends this map; remotes only ever link by name.
 */
export const ROUTE_PATHS = {
  home: '/',
  search: '/search',
  newStory: '/new-story',
  settings: '/me/settings',
  signOut: '/m/signout/{xsrf}',
  help: '/help',
  about: '/about',
  careers: '/careers',
  press: '/press',
  blog: '/blog',
  privacy: '/policy/privacy',
  rules: '/rules',
  terms: '/policy/terms',
  textToSpeech: '/text-to-speech',
  status: '/status',
  notFound: '/_/404',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RouteParams = Readonly<Record<string, string | number | undefined>>;

const PARAM = /\{(\w+)\}/g;

/**
 * Builds the path of a named route. Every `{param}` must be given: a missing one throws an
 * error naming it; an empty value is substituted but warned about (spec 03 §2.1).
 */
export function buildLink(name: RouteName, params: RouteParams = {}, query?: Readonly<Record<string, string>>): string {
  const pattern: string = ROUTE_PATHS[name];
  const wanted = [...pattern.matchAll(PARAM)].map((m) => m[1] as string);
  const missing = wanted.filter((key) => !(key in params));
  if (missing.length > 0) {
    throw new Error(`Cannot build a link to route "${name}": missing parameter(s) ${missing.join(', ')}`);
  }
  const path = pattern.replace(PARAM, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      console.warn(`Building a link to route "${name}" with an empty "${key}" parameter.`);
    }
    return encodeURIComponent(String(value ?? ''));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

// The full route table (spec 03 §2.2), its matcher, link helpers and URL normalisation.
export * from './route-table.ts';
export * from './route-matcher.ts';
export * from './route-links.ts';
export * from './normalise-url.ts';
