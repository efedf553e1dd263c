import { sql, type SqlExecutor } from '../sql.js';

const MS = 1_763_900_000_123;

/**
 * A small embedded shop with rows in every table, written with plain INSERTs (the repositories are being ported
 * meanwhile). The values are the awkward ones for a copy: NULLs, REALs, epoch milliseconds, mixed-case NOCASE keys,
 * non-ASCII text, a guest cart merged into a cart made after it (a self-reference pointing forward), a deleted
 * customer (AUTOINCREMENT must not hand its id out again), payment orders whose insertion order is not their key's.
 */
export async function seedEveryTable(db: SqlExecutor, options: { documents?: number } = {}): Promise<void> {
  const documents = options.documents ?? 25;
  for (let i = 1; i <= documents; i++) {
    const source = JSON.stringify({ id: i, sku: `SKU-${i}`, name: `Produkt ${i} – Grüße`, price: i * 1.1 });
    await db.run(
      sql`INSERT INTO catalog_documents (index_name, entity, doc_id, source)
          VALUES ('vue_storefront_catalog', 'product', ${String(i)}, ${source})`,
    );
  }
  await db.run(sql`INSERT INTO catalog_versions VALUES ('vue_storefront_catalog', 'product', 7)`);
  await db.run(
    sql`INSERT INTO catalog_changes (index_name, entity, version, ids, category_ids)
        VALUES ('vue_storefront_catalog', 'product', 6, NULL, NULL), ('vue_storefront_catalog', 'product', 7, '["3"]', '["20"]')`,
  );

  for (const [email, name] of [
    ['Ada@Example.com', 'Ada'],
    ['bob@example.com', 'Bob'],
    ['gone@example.com', 'Gone'],
  ]) {
    await db.run(
      sql`INSERT INTO customers (email, firstname, lastname, password_hash, default_billing, created_at, updated_at)
          VALUES (${email}, ${name}, 'Lovelace', 'scrypt$x', NULL, '2026-01-01 10:00:00', '2026-01-02 10:00:00')`,
    );
  }
  await db.run(sql`DELETE FROM customers WHERE email = 'gone@example.com'`);
  await db.run(
    sql`INSERT INTO customer_addresses (customer_id, firstname, lastname, street, city, postcode, country_id, region)
        VALUES (1, 'Ada', 'Lovelace', '["Hauptstraße 1"]', 'Köln', '50667', 'DE', NULL)`,
  );
  await db.run(
    sql`INSERT INTO token_families VALUES ('fam-1', 1, ${MS}, ${MS + 86_400_000}, NULL, NULL),
        ('fam-2', 2, ${MS}, ${MS + 1}, ${MS + 2}, 'logout')`,
  );
  await db.run(sql`INSERT INTO refresh_tokens VALUES ('hash-1', 'fam-1', 1, NULL, ${MS}, ${MS + 60_000}, NULL, NULL)`);
  await db.run(sql`INSERT INTO password_reset_tokens VALUES ('reset-1', 2, ${MS}, ${MS + 3_600_000}, NULL)`);

  await db.run(
    sql`INSERT INTO mail_outbox (id, kind, "from", "to", subject, text, html, reply_to, created_at)
        VALUES (5, 'newsletter', 'shop@example.com', 'Ada@Example.com', 'Willkommen', 'Hallo', NULL, NULL, 'now')`,
  );
  await db.run(
    sql`INSERT INTO coupons (code, type, amount, kind, email, usage_limit, times_used, created_at)
        VALUES ('NEWS-Ab12', 'percent', 10, 'newsletter', 'ada@example.com', 1, 1, 'now'),
               ('SUMMER5', 'fixed', 5.25, 'promo', NULL, NULL, 0, 'now')`,
  );
  await db.run(
    sql`INSERT INTO newsletter_subscribers (email, status, coupon_code, subscribed_at, updated_at)
        VALUES ('ada@example.com', 'subscribed', 'NEWS-Ab12', 'then', 'now')`,
  );
  await db.run(sql`INSERT INTO mail_service_token_uses VALUES ('tok-1', 2, ${MS})`);
  await db.run(sql`INSERT INTO wishlist_items VALUES (1, 'SKU-3', 2, 'now')`);

  // The guest cart (id 1) is merged into the customer cart made after it (id 2).
  await db.run(
    sql`INSERT INTO carts (id, masked_id, customer_id, is_active, created_at, updated_at)
        VALUES (1, '0123456789abcdef0123456789abcdef', NULL, 0, 'then', 'now'),
               (2, NULL, 1, 1, 'now', 'now')`,
  );
  await db.run(sql`UPDATE carts SET merged_into = 2 WHERE id = 1`);
  await db.run(
    sql`INSERT INTO cart_items (cart_id, sku, name, qty, price, product_type, book_from, book_to, spot_sku,
          created_at, updated_at)
        VALUES (2, 'SPOT-1', 'Parkplatz', 1, 19.99, 'virtual', '2026-02-01', '2026-02-02', 'SPOT-1', 'now', 'now')`,
  );
  await db.run(sql`INSERT INTO coupon_redemptions VALUES ('NEWS-Ab12', 'customer:1', 'order-1', 'now')`);
  await db.run(
    sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, expires_at, order_id,
          created_at)
        VALUES ('SPOT-1', 2, 1, 1, 3, ${MS}, ${MS + 86_400_000}, NULL, 'order-1', ${MS})`,
  );
  await db.run(
    sql`INSERT INTO orders (order_id, fingerprint, state, customer_id, cart_id, status, grand_total, coupon_code,
          payment_reference, reply, created_at, updated_at)
        VALUES ('order-1', 'fp', 'placed', 1, 2, 'pending', 17.99, 'NEWS-Ab12', 'cap-1', '{"ok":true}', 'now', 'now'),
               ('order-2', 'fp2', 'running', NULL, NULL, 'pending', NULL, NULL, NULL, NULL, 'now', 'now')`,
  );
  await db.run(
    sql`INSERT INTO order_items (entity_id, sku, name, qty, price, price_incl_tax, row_total, row_total_incl_tax,
          tax_amount, discount_amount, product_type, is_monthly)
        VALUES (1, 'SPOT-1', 'Parkplatz', 1, 16.8, 19.99, 16.8, 19.99, 3.19, 2, 'virtual', 0)`,
  );
  // Inserted b before a: the PostgreSQL `seq` must keep this order, not the key's.
  for (const [id, status, capture] of [
    ['prov-b', 'COMPLETED', 'cap-1'],
    ['prov-a', 'CREATED', null],
  ]) {
    await db.run(
      sql`INSERT INTO payment_orders (provider_order_id, provider, order_id, request_id, amount, currency, status,
            capture_id, created_at, updated_at)
          VALUES (${id}, 'fake', 'order-1', ${`req-${id}`}, '17.99', 'EUR', ${status}, ${capture}, ${MS}, ${MS})`,
    );
  }
  await db.run(
    sql`INSERT INTO fake_provider_orders (id, request_id, amount, currency, status, outcome, capture_id, created_at,
          updated_at)
        VALUES ('prov-b', 'req-prov-b', '17.99', 'EUR', 'COMPLETED', 'approve', 'cap-1', ${MS}, ${MS})`,
  );
  await db.run(
    sql`INSERT INTO bookings (id, hold_id, order_id, order_entity_id, customer_id, email, spot_sku, spot_name,
          time_zone, qty, from_ms, to_ms, plate, access_code, currency, paid, payment_method, capture_id, status,
          created_at, updated_at)
        VALUES ('bk-1', 1, 'order-1', 1, 1, 'ada@example.com', 'SPOT-1', 'Parkplatz', 'Europe/Berlin', 1, ${MS},
          ${MS + 86_400_000}, 'B AB 123', 'ABCD-EFGH-JKLM', 'EUR', 17.99, 'fake', 'cap-1', 'booked', ${MS}, ${MS})`,
  );
  await db.run(
    sql`INSERT INTO booking_charges (booking_id, old_to_ms, new_to_ms, amount, payment_method, capture_id, created_at)
        VALUES ('bk-1', ${MS + 43_200_000}, ${MS + 86_400_000}, 5, 'fake', 'cap-2', ${MS})`,
  );
  await db.run(
    sql`INSERT INTO booking_jobs (job_key, booking_id, kind, due_at, state, created_at)
        VALUES ('bk-1:start', 'bk-1', 'reminder-start', ${MS - 3_600_000}, 'pending', ${MS})`,
  );
  await db.run(
    sql`INSERT INTO fake_provider_refunds (request_id, capture_id, amount, currency, refund_id, created_at)
        VALUES ('refund-1', 'cap-1', '2.00', 'EUR', 'ref-1', ${MS})`,
  );
  // The back-office (migration 19): a user with a session, a setting, an audit row, an order's history and refund.
  await db.run(
    sql`INSERT INTO admin_users (email, password_hash, role, totp_secret, created_at, updated_at)
        VALUES ('owner@shop.test', 'scrypt$1$1$1$AA$AA', 'owner', 'GEZDGNBVGY3TQOJQ', ${MS}, ${MS})`,
  );
  await db.run(
    sql`INSERT INTO admin_sessions (token_hash, user_id, created_at, last_seen_at, expires_at, client)
        VALUES ('session-1', 1, ${MS}, ${MS}, ${MS + 3_600_000}, '127.0.0.1')`,
  );
  await db.run(sql`INSERT INTO admin_settings VALUES ('require_totp', 'true')`);
  await db.run(
    sql`INSERT INTO admin_audit (at, user_id, user_email, action, target_type, target_id, before_json, after_json)
        VALUES (${MS}, 1, 'owner@shop.test', 'order.status', 'order', '000000001', '{"status":"pending"}',
          '{"status":"processing"}')`,
  );
  await db.run(
    sql`INSERT INTO order_status_history (order_entity_id, from_status, to_status, note, admin_user_id, created_at)
        VALUES (1, 'pending', 'processing', 'Packing', 1, ${MS})`,
  );
  await db.run(
    sql`INSERT INTO order_refunds (order_entity_id, capture_id, amount, currency, request_id, state, refund_id,
          admin_user_id, created_at, updated_at)
        VALUES (1, 'cap-1', 15.99, 'EUR', 'order-refund-order-1', 'refunded', 'ref-2', 1, ${MS}, ${MS})`,
  );
  // Spot blocks (migration 20) and order webhooks (migration 21): a removed block, an event with one delivery.
  await db.run(
    sql`INSERT INTO spot_blocks (spot_sku, from_ms, to_ms, places, reason, hold_id, admin_user_id, created_at, removed_at)
        VALUES ('SPOT-1', ${MS}, ${MS + 3_600_000}, 1, 'Resurfacing', NULL, 1, ${MS}, ${MS + 60_000})`,
  );
  await db.run(
    sql`INSERT INTO webhook_events (event_key, type, payload, created_at, fanned_out_at)
        VALUES ('order.placed:order-1', 'order.placed', '{"order_id":"order-1"}', ${MS}, ${MS})`,
  );
  await db.run(
    sql`INSERT INTO webhook_deliveries (event_id, url, state, attempts, next_at, last_status, delivered_at, created_at,
          updated_at)
        VALUES (1, 'https://fulfilment.test/hooks', 'delivered', 1, ${MS}, 200, ${MS}, ${MS}, ${MS})`,
  );
}
