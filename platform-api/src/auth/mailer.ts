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
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/** Development default: mail is written to the outbox table, readable at /_/dev/mailbox. */
export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insert(outbox)
        .values({ toEmail: mail.to, subject: mail.subject, text: mail.text, code: mail.code, link: mail.link });
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
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
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(sql`lower(${outbox.toEmail})`, to.trim().toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
