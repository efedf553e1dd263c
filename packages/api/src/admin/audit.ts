import type { AuditView, CatalogSource } from '@storefront/core';
import type { Request } from 'express';
import { clientAddress } from '../http/client-address.js';
import type { CatalogUpdateOptions } from '../db/catalog-repository.js';
import { sql, type Sql, type SqlExecutor } from '../db/sql.js';

/** Who did a back-office write: a signed-in user, or the `admin` command line (no user). */
export interface AdminActor {
  userId: number | null;
  email: string;
  /** The client address of the request ('' from the command line). */
  client: string;
}

export interface AuditEntry {
  /** A verb with its object, e.g. `order.status`, `review.approve`, `user.add` (docs/back-office.md#audit). */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/** The actor of the command line: its writes are audited as `cli`. */
export const CLI_ACTOR: AdminActor = { userId: null, email: 'cli', client: '' };

/** The actor of a request the back-office guard let through. */
export function actorOf(req: Request, user: { id: number; email: string }): AdminActor {
  return { userId: user.id, email: user.email, client: clientAddress(req) };
}

const asJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes the audit of a back-office write. It takes the write's own transaction (`tx`), never the database: the
 * entry commits with the change or not at all (docs/adr/0031-back-office-sessions-totp-and-audit.md).
 */
export async function recordAudit(tx: SqlExecutor, actor: AdminActor, entry: AuditEntry, at: number): Promise<void> {
  await tx.run(
    sql`INSERT INTO admin_audit (at, user_id, user_email, action, target_type, target_id, before_json, after_json, client)
        VALUES (${at}, ${actor.userId}, ${actor.email}, ${entry.action}, ${entry.targetType}, ${String(entry.targetId)},
                ${asJson(entry.before)}, ${asJson(entry.after)}, ${actor.client})`,
  );
}

/**
 * The `within` of a back-office catalogue update: audits it in the update's own transaction, `entry` telling what
 * changed; an update that left the document as it was writes no entry.
 */
export function auditingUpdate(
  actor: AdminActor,
  at: number,
  entry: (before: CatalogSource, after: CatalogSource) => AuditEntry,
): NonNullable<CatalogUpdateOptions['within']> {
  return async (tx, before, after) => {
    if (after) await recordAudit(tx, actor, entry(before, after), at);
  };
}

export interface AuditRow extends AuditView {
  userId: number | null;
}

export interface AuditFilter {
  user?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  fromMs?: number;
  toMs?: number;
}

interface StoredAudit {
  id: number;
  at: number;
  user_id: number | null;
  user_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  client: string;
}

/** The audit trail, newest first, filtered and paged (`GET /api/admin/audit`). */
export async function listAudit(
  db: SqlExecutor,
  filter: AuditFilter,
  page: { page: number; pageSize: number },
): Promise<{ items: AuditRow[]; total: number }> {
  const where: Sql[] = [sql`1 = 1`];
  if (filter.user) where.push(sql`lower(user_email) = ${filter.user.toLowerCase()}`);
  if (filter.action) where.push(sql`action = ${filter.action}`);
  if (filter.targetType) where.push(sql`target_type = ${filter.targetType}`);
  if (filter.targetId) where.push(sql`target_id = ${filter.targetId}`);
  if (filter.fromMs !== undefined) where.push(sql`at >= ${filter.fromMs}`);
  if (filter.toMs !== undefined) where.push(sql`at < ${filter.toMs}`);
  const condition = where.reduce((all, part) => sql`${all} AND ${part}`);
  const total = await db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM admin_audit WHERE ${condition}`);
  const rows = await db.all<StoredAudit>(
    sql`SELECT * FROM admin_audit WHERE ${condition} ORDER BY id DESC
        LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(Number(row.at)).toISOString(),
      userId: row.user_id === null ? null : Number(row.user_id),
      user: row.user_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: parse(row.before_json),
      after: parse(row.after_json),
      client: row.client,
    })),
  };
}
