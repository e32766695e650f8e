import { desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The sign-in code and link, kept in the development outbox so tests can read them. */
  code?: string;
  link?: string;
  /** Files sent with the mail (the subscriber export's CSV). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves once every mail handed over so far has been delivered or has failed. */
  settled?(): Promise<void>;
}

/**
 * Sends off the response path: `send` returns at once and delivery goes on behind it, so how
 * long a sign-in request takes says nothing about whether a mail went out (or how slow SMTP is).
 * A failed delivery is logged; the reader can ask again.
 */
export function backgroundMailer(inner: Mailer): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    kind: inner.kind,
    send(mail) {
      const delivery = inner
        .send(mail)
        .catch((error: unknown) => console.error('[api] sending mail failed', error))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return Promise.resolve();
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}

/** Development default: mail is written to the outbox table, readable at /_/dev/mailbox. */
export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(outbox).values({
        toEmail: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code,
        link: mail.link,
        attachments: mail.attachments ?? null,
      });
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
  };
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  attachments: MailAttachment[] | null;
  createdAt: Date;
}

/** The development outbox for one address, newest first (GET /_/dev/mailbox). */
export async function readMailbox(db: Database, to: string, limit = 50): Promise<MailboxEntry[]> {
  return db
    .select({
      to: outbox.toEmail,
      subject: outbox.subject,
      text: outbox.text,
      code: outbox.code,
      link: outbox.link,
      attachments: sql<MailAttachment[] | null>`${outbox.attachments}`,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(sql`lower(${outbox.toEmail})`, to.trim().toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
