import type { Database } from 'better-sqlite3';
import type { MailKind } from './mailer.js';
import type { NewOutboxMail, OutboxMail, OutboxQuery, OutboxRepository } from './outbox-repository.js';

interface OutboxRow {
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

function toMail(row: OutboxRow): OutboxMail {
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

export class SqliteOutboxRepository implements OutboxRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async add(mail: NewOutboxMail): Promise<OutboxMail> {
    const row = this.db
      .prepare<[string, string, string, string, string, string | null, string | null, string], OutboxRow>(
        `INSERT INTO mail_outbox (kind, "from", "to", subject, text, html, reply_to, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        mail.kind,
        mail.from,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        mail.replyTo,
        new Date(this.now()).toISOString(),
      );
    if (!row) throw new Error('The outbox did not store the mail');
    return toMail(row);
  }

  async list({ to, limit }: OutboxQuery): Promise<OutboxMail[]> {
    const rows =
      to === undefined
        ? this.db.prepare<[number], OutboxRow>('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').all(limit)
        : this.db
            .prepare<[string, number], OutboxRow>(
              'SELECT * FROM mail_outbox WHERE "to" = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?',
            )
            .all(to, limit);
    return rows.map(toMail);
  }
}
