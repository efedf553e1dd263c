import { sql, type SqlDatabase } from '../db/sql.js';
import type { MailKind } from './mailer.js';
import type { NewOutboxMail, OutboxMail, OutboxQuery, OutboxRepository } from './outbox-repository.js';

/** A `mail_outbox` row as the database gives it (the back-office reads the same rows, with their status). */
export interface OutboxRow {
  id: number;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  created_at: string;
}

export function toMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    from: row.from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: row.reply_to,
    createdAt: row.created_at,
  };
}

export class SqlOutboxRepository implements OutboxRepository {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  async add(mail: NewOutboxMail): Promise<OutboxMail> {
    const row = await this.db.get<OutboxRow>(
      sql`INSERT INTO mail_outbox (kind, "from", "to", subject, text, html, reply_to, created_at)
          VALUES (${mail.kind}, ${mail.from}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html},
            ${mail.replyTo}, ${new Date(this.now()).toISOString()})
          RETURNING *`,
    );
    if (!row) throw new Error('The outbox did not store the mail');
    return toMail(row);
  }

  async list({ to, limit }: OutboxQuery): Promise<OutboxMail[]> {
    if (to === undefined)
      return (await this.db.all<OutboxRow>(sql`SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`)).map(toMail);
    // A recipient matches regardless of case, each dialect in the form its index of migration 3 serves.
    const recipient =
      this.db.dialect === 'postgres' ? sql`lower("to") = lower(${to})` : sql`"to" = ${to} COLLATE NOCASE`;
    const rows = await this.db.all<OutboxRow>(
      sql`SELECT * FROM mail_outbox WHERE ${recipient} ORDER BY id DESC LIMIT ${limit}`,
    );
    return rows.map(toMail);
  }
}
