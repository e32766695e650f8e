/**
 * A publication's settings (docs/host-pages.md#publication-settings): its about text, its logo
 * and its navigation bar's links. The checks and their words are shared with the settings page
 * (shared-contracts/src/publication-settings.ts). Who may: its OWNER everything, an EDITOR the
 * descriptions and the navigation, nobody else anything (Forbidden: a publication is public, so
 * refusing does not tell anyone it exists); an unknown id is NotFound.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  LOGO_NOT_UPLOADED,
  ONLY_OWNER_NAME_AND_LOGO,
  PUBLICATION_NOT_FOUND,
  checkPublicationAbout,
  checkPublicationNavigation,
  navigationTopicUnknown,
  onlyStaffChangeSettings,
  publicationSettingsPermissions,
  type NavigationItemValue,
  type PublicationAboutValue,
} from '@inkpot/shared-contracts/publication-settings';
import { isImageId } from '@inkpot/shared-contracts/images';
import type { Database } from '../db/client.ts';
import type { PublicationRow, UserRow } from '../db/rows.ts';
import { navigationItems, publications, publicationStaff, tags, users } from '../db/schema.ts';
import { imageExists } from '../images/image-store.ts';
import { badRequest, forbidden, notFound, type Failure } from './outcome.ts';

export type PublicationSettingsOutcome = { kind: 'stored'; publication: PublicationRow } | Failure;

/** The publication and the viewer's permissions on it, or why the viewer may not change it at all. */
async function publicationFor(db: Database, viewerId: string, publicationId: string) {
  const [row] = await db
    .select({ publication: publications, role: publicationStaff.role })
    .from(publications)
    .leftJoin(
      publicationStaff,
      and(eq(publicationStaff.publicationId, publications.id), eq(publicationStaff.userId, viewerId)),
    )
    .where(eq(publications.id, publicationId))
    .limit(1);
  if (!row) return notFound(PUBLICATION_NOT_FOUND);
  const permissions = publicationSettingsPermissions(row.role);
  if (!permissions.canManage) return forbidden(onlyStaffChangeSettings(row.publication.name));
  return { kind: 'allowed' as const, publication: row.publication, permissions };
}

/** Saves the name (OWNER only; null keeps it), the short and the long description. */
export async function updatePublicationAbout(
  db: Database,
  viewerId: string,
  publicationId: string,
  input: PublicationAboutValue,
): Promise<PublicationSettingsOutcome> {
  const found = await publicationFor(db, viewerId, publicationId);
  if (found.kind !== 'allowed') return found;
  const checked = checkPublicationAbout(input);
  if (!checked.ok) return badRequest(checked.message);
  const { name, description, longDescription } = checked.value;
  const renamed = name != null && name !== found.publication.name;
  if (renamed && !found.permissions.canChangeNameAndLogo)
    return forbidden(ONLY_OWNER_NAME_AND_LOGO(found.publication.name));
  const [publication] = await db
    .update(publications)
    .set({ ...(renamed && { name }), description, longDescription })
    .where(eq(publications.id, publicationId))
    .returning();
  return publication ? { kind: 'stored', publication } : notFound(PUBLICATION_NOT_FOUND);
}

/** Sets the logo (OWNER only) to an image uploaded as an avatar, or removes it (null). */
export async function setPublicationLogo(
  db: Database,
  viewerId: string,
  publicationId: string,
  imageId: string | null,
): Promise<PublicationSettingsOutcome> {
  const found = await publicationFor(db, viewerId, publicationId);
  if (found.kind !== 'allowed') return found;
  if (!found.permissions.canChangeNameAndLogo) return forbidden(ONLY_OWNER_NAME_AND_LOGO(found.publication.name));
  if (imageId != null && !(isImageId(imageId) && (await imageExists(db, imageId, 'avatar'))))
    return notFound(LOGO_NOT_UPLOADED);
  const [publication] = await db
    .update(publications)
    .set({ avatarImageId: imageId })
    .where(eq(publications.id, publicationId))
    .returning();
  return publication ? { kind: 'stored', publication } : notFound(PUBLICATION_NOT_FOUND);
}

/**
 * Replaces the navigation bar's links, in the order given. A topic link must name a topic that
 * exists (its page would be empty otherwise). One transaction: a refused list changes nothing.
 */
export async function setPublicationNavigation(
  db: Database,
  viewerId: string,
  publicationId: string,
  items: readonly NavigationItemValue[],
): Promise<PublicationSettingsOutcome> {
  const found = await publicationFor(db, viewerId, publicationId);
  if (found.kind !== 'allowed') return found;
  const checked = checkPublicationNavigation(items);
  if (!checked.ok) return badRequest(checked.message);
  const topicSlugs = checked.value.filter((item) => item.destination === 'TAG_FEED').map((item) => item.value);
  if (topicSlugs.length > 0) {
    const known = new Set(
      (await db.select({ slug: tags.slug }).from(tags).where(inArray(tags.slug, topicSlugs))).map((row) => row.slug),
    );
    // The checked list keeps the order and length of the one sent: say the topic as it was typed.
    const unknown = checked.value.findIndex((item) => item.destination === 'TAG_FEED' && !known.has(item.value));
    if (unknown >= 0) return badRequest(navigationTopicUnknown(items[unknown]?.value.trim() ?? ''));
  }
  await db.transaction(async (tx) => {
    await tx.delete(navigationItems).where(eq(navigationItems.publicationId, publicationId));
    if (checked.value.length > 0)
      await tx
        .insert(navigationItems)
        .values(checked.value.map((item, position) => ({ publicationId, position, ...item })));
  });
  return { kind: 'stored', publication: found.publication };
}

/** Its OWNERs and EDITORs with their role: owners first, then by name. */
export async function mastheadOf(db: Database, publicationId: string): Promise<{ role: string; user: UserRow }[]> {
  return db
    .select({ role: publicationStaff.role, user: users })
    .from(publicationStaff)
    .innerJoin(users, eq(users.id, publicationStaff.userId))
    .where(and(eq(publicationStaff.publicationId, publicationId), inArray(publicationStaff.role, ['OWNER', 'EDITOR'])))
    .orderBy(
      sql`case ${publicationStaff.role} when 'OWNER' then 0 else 1 end`,
      asc(sql`lower(${users.name})`),
      asc(users.id),
    );
}
