/**
 * Newsletters. A writer's: readers subscribe and unsubscribe on the writer's profile; the writer
 * can have the list of subscribers mailed to them as a CSV. A publication's (one whose
 * `newsletter_id` is set): readers subscribe and unsubscribe on its newsletter page.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Mailer } from '../auth/mailer.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import type { Database } from '../db/client.ts';
import { newsletterSubscriptions, publicationNewsletterSubscriptions, publications, users } from '../db/schema.ts';
import { badRequest, notFound, success, type Outcome } from './outcome.ts';

async function writerNamed(db: Database, writerId: string) {
  const [writer] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, writerId))
    .limit(1);
  return writer ?? null;
}

export async function subscribeToNewsletter(
  db: Database,
  viewerId: string,
  writerId: string,
  now: Date,
): Promise<Outcome> {
  const writer = await writerNamed(db, writerId);
  if (!writer) return notFound('Writer not found.');
  if (writer.id === viewerId) return badRequest('You cannot subscribe to your own newsletter.');
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ subscriberId: viewerId, writerId: writer.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ writerId: newsletterSubscriptions.writerId });
  return inserted.length ? success : badRequest(`You're already subscribed to ${writer.name}.`);
}

/**
 * Ends a subscription. Mail already queued for the reader may still arrive, which is why the
 * product says it takes effect within 24 hours.
 */
export async function unsubscribeFromNewsletter(db: Database, viewerId: string, writerId: string): Promise<Outcome> {
  const writer = await writerNamed(db, writerId);
  if (!writer) return notFound('Writer not found.');
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.subscriberId, viewerId), eq(newsletterSubscriptions.writerId, writer.id)))
    .returning({ writerId: newsletterSubscriptions.writerId });
  return deleted.length ? success : badRequest(`You are not subscribed to ${writer.name}.`);
}

async function publicationNamed(db: Database, publicationId: string) {
  const [publication] = await db
    .select({ id: publications.id, name: publications.name, newsletterId: publications.newsletterId })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .limit(1);
  return publication ?? null;
}

/** Subscribes a reader to a publication's newsletter; a publication without one has nothing to subscribe to. */
export async function subscribeToPublicationNewsletter(
  db: Database,
  viewerId: string,
  publicationId: string,
  now: Date,
): Promise<Outcome> {
  const publication = await publicationNamed(db, publicationId);
  if (!publication) return notFound('Publication not found.');
  if (!publication.newsletterId) return badRequest(`${publication.name} has no newsletter.`);
  const inserted = await db
    .insert(publicationNewsletterSubscriptions)
    .values({ subscriberId: viewerId, publicationId: publication.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ publicationId: publicationNewsletterSubscriptions.publicationId });
  return inserted.length ? success : badRequest(`You're already subscribed to ${publication.name}.`);
}

/** Ends a subscription to a publication's newsletter (queued mail may still arrive, as for a writer's). */
export async function unsubscribeFromPublicationNewsletter(
  db: Database,
  viewerId: string,
  publicationId: string,
): Promise<Outcome> {
  const publication = await publicationNamed(db, publicationId);
  if (!publication) return notFound('Publication not found.');
  const deleted = await db
    .delete(publicationNewsletterSubscriptions)
    .where(
      and(
        eq(publicationNewsletterSubscriptions.subscriberId, viewerId),
        eq(publicationNewsletterSubscriptions.publicationId, publication.id),
      ),
    )
    .returning({ publicationId: publicationNewsletterSubscriptions.publicationId });
  return deleted.length ? success : badRequest(`You are not subscribed to ${publication.name}.`);
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export interface SubscriberRow {
  name: string;
  username: string;
  /** Null when the subscriber does not share their address (`allowEmailAddressSharing`). */
  email: string | null;
  subscribedAt: Date;
}

/** The export's CSV: a header line, then one line per subscriber, CRLF line ends. */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const lines = [
    ['name', 'username', 'email', 'subscribed_at'],
    ...rows.map((row) => [row.name, row.username, row.email ?? '', row.subscribedAt.toISOString()]),
  ];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Mails the viewer the CSV of their newsletter's subscribers. Addresses are included only for
 * subscribers who allow their email address to be shared.
 */
export async function exportNewsletterSubscribers(
  db: Database,
  services: { mailer: Mailer; rateLimits: RateLimits },
  viewerId: string,
): Promise<Outcome> {
  const [viewer] = await db.select().from(users).where(eq(users.id, viewerId)).limit(1);
  if (!viewer) return notFound('Account not found.');
  if (!viewer.emailVerified) return badRequest('Verify your email address first: the list is sent to it.');
  const rows = await db
    .select({
      name: users.name,
      username: users.username,
      email: users.email,
      shares: users.allowEmailAddressSharing,
      subscribedAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .innerJoin(users, eq(users.id, newsletterSubscriptions.subscriberId))
    .where(eq(newsletterSubscriptions.writerId, viewerId))
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(users.username));
  if (rows.length === 0) return badRequest('Your newsletter has no subscribers yet.');
  if (!(await services.rateLimits.consume('subscriber-export:account', viewerId)).allowed) {
    return badRequest('You have asked for your subscriber list too often. Please try again in an hour.');
  }
  const subscribers = rows.map(({ shares, email, ...row }) => ({ ...row, email: shares ? email : null }));
  await services.mailer.send({
    to: viewer.email,
    subject: 'Your newsletter subscribers',
    text: `Hi ${viewer.name},\n\nAttached is the list of the ${subscribers.length} ${
      subscribers.length === 1 ? 'reader' : 'readers'
    } subscribed to your newsletter. Email addresses are included for subscribers who share theirs.\n`,
    attachments: [{ filename: 'subscribers.csv', contentType: 'text/csv', content: subscribersCsv(subscribers) }],
  });
  return success;
}
