import { sql, type SqlDatabase } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { toMail, type OutboxRow } from '../mail/sql-outbox-repository.js';
import { recordAudit, type AdminActor } from './audit.js';

type MailRow = OutboxRow & { status: 'stored' | 'failed' | 'sent'; error: string | null };

const view = (row: MailRow) => {
  const { id, kind, to, subject, createdAt } = toMail(row);
  return { id: Number(id), kind, to, subject, createdAt, status: row.status, error: row.error };
};

/**
 * The shop's mailer that keeps what the SMTP server refused: the mail is stored in `mail_outbox` as 'failed' with its
 * error (and the send still fails for its caller), so the back-office lists and resends it (docs/back-office.md#mail).
 */
export function keepingFailedMails(mailer: Mailer, db: SqlDatabase, from: string, now: () => number): Mailer {
  return {
    async send(mail: OutgoingMail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .run(
            sql`INSERT INTO mail_outbox (kind, "from", "to", subject, text, html, reply_to, created_at, status, error)
                VALUES (${mail.kind}, ${mail.from ?? from}, ${mail.to}, ${mail.subject}, ${mail.text},
                        ${mail.html ?? null}, ${mail.replyTo ?? null}, ${new Date(now()).toISOString()}, 'failed',
                        ${message.slice(0, 1000)})`,
          )
          .catch(() => undefined);
        throw error;
      }
    },
    close: () => mailer.close?.(),
  };
}

/** The outbox and the failed mails in the back-office, with resend. */
export class AdminMail {
  constructor(
    private readonly db: SqlDatabase,
    private readonly mailer: Mailer,
    private readonly now: () => number,
  ) {}

  async list(status: MailRow['status'] | undefined, page: { page: number; pageSize: number }) {
    const where = status ? sql`status = ${status}` : sql`1 = 1`;
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM mail_outbox WHERE ${where}`);
    const rows = await this.db.all<MailRow>(
      sql`SELECT * FROM mail_outbox WHERE ${where} ORDER BY id DESC
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    return { total: Number(total?.n ?? 0), items: rows.map(view) };
  }

  /** Sends a kept mail again through the shop's mailer; a failed one that goes out is marked 'sent'. */
  async resend(id: string, actor: AdminActor) {
    const row = /^\d{1,15}$/.test(id)
      ? await this.db.get<MailRow>(sql`SELECT * FROM mail_outbox WHERE id = ${Number(id)}`)
      : undefined;
    if (!row) throw new ApiError(404, `No mail ${id}`);
    try {
      const { id: _id, createdAt: _createdAt, html, replyTo, ...mail } = toMail(row);
      await this.mailer.send({ ...mail, ...(html !== null && { html }), ...(replyTo !== null && { replyTo }) });
    } catch {
      throw new ApiError(502, 'The mail server did not take the mail; try again later');
    }
    const now = this.now();
    await this.db.transaction(async (tx) => {
      if (row.status === 'failed')
        await tx.run(sql`UPDATE mail_outbox SET status = 'sent' WHERE id = ${row.id} AND status = 'failed'`);
      await recordAudit(
        tx,
        actor,
        {
          action: 'mail.resend',
          targetType: 'mail',
          targetId: Number(row.id),
          before: { status: row.status },
          after: { status: row.status === 'failed' ? 'sent' : row.status, to: row.to },
        },
        now,
      );
    });
    return view({ ...row, status: row.status === 'failed' ? 'sent' : row.status });
  }
}
