import { sql, type SqlDatabase } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { orderNumber } from '../orders/order-service.js';
import type { UserRepository } from '../users/user-repository.js';
import { recordAudit, type AdminActor } from './audit.js';

interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string;
  locked_at: number | null;
  orders: number;
}

const view = (row: CustomerRow) => ({
  id: Number(row.id),
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  createdAt: row.created_at,
  locked: row.locked_at !== null,
  orders: Number(row.orders ?? 0),
});

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customers in the back-office (docs/back-office.md#customers): read, lock, reset link, newsletter export. */
export class AdminCustomers {
  constructor(
    private readonly db: SqlDatabase,
    private readonly users: UserRepository,
    private readonly sendResetLink: (email: string) => Promise<boolean>,
    private readonly now: () => number,
  ) {}

  async list(q: string | undefined, page: { page: number; pageSize: number }) {
    const where = q
      ? sql`(lower(c.email) LIKE ${containing(q)} ESCAPE '\\' OR lower(c.firstname || ' ' || c.lastname) LIKE ${containing(q)} ESCAPE '\\')`
      : sql`1 = 1`;
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM customers c WHERE ${where}`);
    const rows = await this.db.all<CustomerRow>(
      sql`SELECT c.id, c.email, c.firstname, c.lastname, c.created_at, c.locked_at,
                 (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id AND o.state = 'placed') AS orders
          FROM customers c WHERE ${where} ORDER BY c.id DESC
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    return { total: Number(total?.n ?? 0), items: rows.map(view) };
  }

  async detail(id: string) {
    const row = await this.row(id);
    const orders = await this.db.all<{
      entity_id: number;
      created_at: string;
      status: string;
      grand_total: number | null;
      currency: string | null;
    }>(
      sql`SELECT entity_id, created_at, status, grand_total, currency FROM orders
          WHERE customer_id = ${row.id} AND state = 'placed' ORDER BY entity_id DESC LIMIT 100`,
    );
    const stored = await this.users.findById(Number(row.id));
    return {
      ...view(row),
      addresses: stored?.customer.addresses ?? [],
      orderList: orders.map((order) => ({
        number: orderNumber(Number(order.entity_id)),
        createdAt: order.created_at,
        status: order.status,
        grandTotal: order.grand_total,
        currency: order.currency,
      })),
    };
  }

  /** One customer with the count of their placed orders (the detail's `orderList` shows the newest 100 of them). */
  private async row(id: string): Promise<CustomerRow> {
    const row = /^\d{1,15}$/.test(id)
      ? await this.db.get<CustomerRow>(
          sql`SELECT c.id, c.email, c.firstname, c.lastname, c.created_at, c.locked_at,
                     (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id AND o.state = 'placed') AS orders
              FROM customers c WHERE c.id = ${Number(id)}`,
        )
      : undefined;
    if (!row) throw new ApiError(404, `No customer ${id}`);
    return row;
  }

  /** Locks (and signs out everywhere) or unlocks a customer, with the audit in the same transaction. */
  async setLocked(id: string, locked: boolean, note: string, actor: AdminActor) {
    const row = await this.row(id);
    const now = this.now();
    const was = await this.users.setLocked(Number(row.id), locked, now, async (tx, wasLocked) => {
      if (wasLocked === locked) return;
      await recordAudit(
        tx,
        actor,
        {
          action: locked ? 'customer.lock' : 'customer.unlock',
          targetType: 'customer',
          targetId: Number(row.id),
          before: { locked: wasLocked },
          after: { locked, note },
        },
        now,
      );
    });
    if (was === undefined) throw new ApiError(404, `No customer ${id}`);
    return this.detail(id);
  }

  /** Mails the customer the reset link of the storefront's own "forgot password" flow. */
  async sendReset(id: string, actor: AdminActor) {
    const row = await this.row(id);
    if (!(await this.sendResetLink(row.email))) throw new ApiError(404, `No customer ${id}`);
    const now = this.now();
    await this.db.transaction((tx) =>
      recordAudit(
        tx,
        actor,
        { action: 'customer.reset-link', targetType: 'customer', targetId: Number(row.id), after: { to: row.email } },
        now,
      ),
    );
    return { to: row.email };
  }

  /** The newsletter's subscribers as CSV (RFC 4180), every status, oldest first. */
  async subscribersCsv(): Promise<string> {
    const rows = await this.db.all<{ email: string; status: string; subscribed_at: string; updated_at: string }>(
      sql`SELECT email, status, subscribed_at, updated_at FROM newsletter_subscribers ORDER BY subscribed_at, email`,
    );
    const cell = (value: string) => {
      // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe (CSV injection).
      const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    const lines = [
      'email,status,subscribed_at,updated_at',
      ...rows.map((r) => [r.email, r.status, r.subscribed_at, r.updated_at].map(cell).join(',')),
    ];
    return `${lines.join('\r\n')}\r\n`;
  }
}
