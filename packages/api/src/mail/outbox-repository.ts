import type { MailKind } from './mailer.js';

/** A mail as the outbox keeps it: what the SMTP server would have received. */
export interface OutboxMail {
  id: number;
  kind: MailKind;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export type NewOutboxMail = Omit<OutboxMail, 'id' | 'createdAt'>;

export interface OutboxQuery {
  /** Only mails to this address (compared without regard to case). */
  to?: string;
  /** At most this many, newest first. */
  limit: number;
}

/**
 * Where mail goes while no SMTP server is configured, so a shop developer (and the tests) can read what the shop sent.
 * Asynchronous, like every repository, so a PostgreSQL implementation can follow.
 */
export interface OutboxRepository {
  add(mail: NewOutboxMail): Promise<OutboxMail>;
  /** Newest first. */
  list(query: OutboxQuery): Promise<OutboxMail[]>;
}
