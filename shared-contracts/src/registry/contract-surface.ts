/**
 * The contract surface of a build, as the release registry records it: the JSON Schema of every bus
 * event as this contract defines it, and the mount props the host passes each parcel. A remote's
 * build records the part it uses (the events it sends and listens to, the props its parcels read); a
 * host's build the part it provides (the bus it validates with, the parcels it mounts and their props).
 * The release gate compares these across the releases that run on one page (docs/architecture/releases.md).
 */
import { toJSONSchema } from 'zod/mini';
import { busEventSchemas, type BusEventType } from '../events/events.ts';
import type {
  FollowButtonProps,
  FriendBadgeProps,
  MemberStarProps,
  MountProps,
  NewsletterButtonProps,
  PostMenuProps,
  RemotePageProps,
  SearchResultsProps,
} from '../mount/mount-props.ts';
import { REMOTE_PARCELS, type RemoteName } from '../remotes.ts';

/** A JSON Schema as `toJSONSchema` writes it (draft 2020-12). */
export type JsonSchema = { [keyword: string]: unknown };

/** Each bus event's schema as JSON Schema: what a build sends and listens with. */
export function eventJsonSchemas(): Record<BusEventType, JsonSchema> {
  return Object.fromEntries(
    Object.entries(busEventSchemas).map(([type, schema]) => {
      const { $schema: _, ...json } = toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
      return [type, json];
    }),
  ) as Record<BusEventType, JsonSchema>;
}

/** Each key of `T`, true where it is required: the props object literal must name them all, and only them. */
type PropKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? false : true };
type OwnProps<T extends MountProps> = PropKeys<Omit<T, keyof MountProps>>;

const MOUNT_PROPS = {
  contractVersion: true,
  remote: true,
  bus: true,
  apollo: true,
  navigation: true,
  viewer$: true,
  flags: true,
  config: true,
  telemetry: true,
  slots: true,
  session: true,
  publication: false,
} as const satisfies PropKeys<MountProps>;

/** The props a parcel gets on top of the mount props, by the parcel's props type. */
const OWN_PROPS = {
  SearchResultsProps: { searchPage: true } satisfies OwnProps<SearchResultsProps>,
  FollowButtonProps: { followTarget: true } satisfies OwnProps<FollowButtonProps>,
  PostMenuProps: { post: true } satisfies OwnProps<PostMenuProps>,
  // A writer's newsletter or a publication's: each page passes one of the two.
  NewsletterButtonProps: { writer: false, collection: false } satisfies OwnProps<NewsletterButtonProps>,
  MemberStarProps: { story: true } satisfies OwnProps<MemberStarProps>,
  FriendBadgeProps: { member: true } satisfies OwnProps<FriendBadgeProps>,
  RemotePageProps: { page: true } satisfies OwnProps<RemotePageProps>,
} as const;

/** The parcels whose props are more than the mount props; every other parcel gets `MountProps`. */
const PARCEL_PROPS_TYPES: { readonly [R in RemoteName]?: { readonly [P in string]?: keyof typeof OWN_PROPS } } = {
  search: { 'search-results': 'SearchResultsProps' },
  notifications: {
    'follow-button': 'FollowButtonProps',
    'post-menu': 'PostMenuProps',
    'newsletter-button': 'NewsletterButtonProps',
    'notifications-page': 'RemotePageProps',
  },
  membership: {
    'member-star': 'MemberStarProps',
    'friend-badge': 'FriendBadgeProps',
    'plans-page': 'RemotePageProps',
    'manage-membership-page': 'RemotePageProps',
  },
};

/** The props the host passes `remote`'s `parcel`, each with whether it is always there. */
export function parcelProps(remote: RemoteName, parcel: string): Record<string, boolean> {
  const type = PARCEL_PROPS_TYPES[remote]?.[parcel];
  return { ...MOUNT_PROPS, ...(type ? OWN_PROPS[type] : {}) };
}

/** What a parcel reads and may count on: the props it is typed with that are always there. */
export const requiredParcelProps = (remote: RemoteName, parcel: string): string[] =>
  Object.entries(parcelProps(remote, parcel))
    .filter(([, required]) => required)
    .map(([key]) => key)
    .sort();

/** What the host passes every parcel it mounts, by `remote/parcel`: every prop it gives, sorted. */
export function providedParcelProps(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(REMOTE_PARCELS).flatMap(([remote, parcels]) =>
      parcels.map((parcel) => [`${remote}/${parcel}`, Object.keys(parcelProps(remote as RemoteName, parcel)).sort()]),
    ),
  );
}
