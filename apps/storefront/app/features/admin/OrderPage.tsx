import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ADMIN_ORDER_STATUSES, canMoveOrder, type AdminOrderStatus } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { NoteField } from './NoteField';
import { useAdminSession } from './admin-session';
import type { OrderDetailView } from './admin-types';
import { AdminAddress } from './AdminAddress';
import { money, when } from './format';
import { DetailHeading } from './DetailHeading';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';

/** An order: lines, booking periods, addresses, payment and history; status, refund and the confirmation again. */
export function OrderPage() {
  const number = useParams().number ?? '';
  const order = useAdminData<OrderDetailView>(`/orders/${encodeURIComponent(number)}`);
  const { data } = order;
  return (
    <>
      <DetailHeading back={{ to: '/admin', label: 'Orders' }} title={`Order ${number}`} error={order.error} />
      {data && (
        <>
          <dl className="admin-facts">
            <dt>Status</dt>
            <dd data-testid="order-status">{data.status}</dd>
            <dt>Placed</dt>
            <dd>{when(data.createdAt)}</dd>
            <dt>Customer</dt>
            <dd>{data.email ?? '—'}</dd>
            <dt>Total</dt>
            <dd>{money(data.grandTotal, data.currency)}</dd>
          </dl>
          <OrderActions order={data} onChange={order.reload} />
          <h2>Lines</h2>
          <div className="admin-table-box">
            <table className="admin-table">
              <caption className="admin-hidden">Lines of the order</caption>
              <thead>
                <tr>
                  <th scope="col">SKU</th>
                  <th scope="col">Name</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Price</th>
                  <th scope="col">Row total</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line, i) => (
                  <tr key={`${line.sku}-${i}`}>
                    <td data-label="SKU">{line.sku}</td>
                    <td data-label="Name">
                      {line.name}
                      {line.bookFrom && (
                        <>
                          <br />
                          {when(line.bookFrom)} – {when(line.bookTo)}
                        </>
                      )}
                    </td>
                    <td data-label="Qty">{line.qty}</td>
                    <td data-label="Price">{money(line.priceInclTax, data.currency)}</td>
                    <td data-label="Row total">{money(line.rowTotalInclTax, data.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.bookings.length > 0 && (
            <>
              <h2>Booking periods</h2>
              <ul className="admin-list">
                {data.bookings.map((booking) => (
                  <li key={booking.id}>
                    {booking.name} ({booking.sku}) × {booking.qty}: {when(booking.from)} – {when(booking.to)}
                    {booking.plate && `, plate ${booking.plate}`}, {booking.status}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="admin-columns">
            <section aria-labelledby="shipping-address">
              <h2 id="shipping-address">Shipping address</h2>
              <AdminAddress address={data.shippingAddress} />
            </section>
            <section aria-labelledby="billing-address">
              <h2 id="billing-address">Billing address</h2>
              <AdminAddress address={data.billingAddress} />
            </section>
          </div>
          <h2>Payment</h2>
          <dl className="admin-facts">
            <dt>Method</dt>
            <dd>{data.payment.method ?? '—'}</dd>
            <dt>Reference</dt>
            <dd>{data.payment.reference ?? '—'}</dd>
            <dt>Refund</dt>
            <dd data-testid="order-refund">
              {data.payment.refund
                ? `${money(data.payment.refund.amount, data.payment.refund.currency)} ${data.payment.refund.state}`
                : 'none'}
            </dd>
          </dl>
          <h2>Status history</h2>
          <ol className="admin-list">
            {data.history.map((entry, i) => (
              <li key={i}>
                {when(entry.at)}: {entry.from ? `${entry.from} → ` : ''}
                {entry.status}
                {entry.by && ` by ${entry.by}`}
                {entry.note && ` — ${entry.note}`}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function OrderActions({ order, onChange }: { order: OrderDetailView; onChange: () => void }) {
  const { client } = useAdminSession();
  const action = useAdminAction();
  const [confirmRefund, setConfirmRefund] = useState(false);
  const moves = ADMIN_ORDER_STATUSES.filter((status) => canMoveOrder(order.status, status));
  const path = `/orders/${encodeURIComponent(order.number)}`;
  const refundable = order.payment.method === 'vsfpaypal' && order.payment.refund?.state !== 'refunded';

  async function changeStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const status = String(fields.get('status')) as AdminOrderStatus;
    // The API checks the body with the contract's schema (adminOrderStatusBodySchema); its message is shown here.
    const ok = await action.run(async () => {
      await client.send('POST', `${path}/status`, { status, note: String(fields.get('note') ?? '') });
      return `The order is ${status} now.`;
    });
    if (ok) {
      form.reset();
      onChange();
    }
  }

  return (
    <section aria-labelledby="order-actions" className="admin-actions">
      <h2 id="order-actions">Actions</h2>
      {moves.length > 0 ? (
        <form onSubmit={changeStatus} className="admin-form">
          <SelectField id="order-new-status" name="status" label="New status" defaultValue={moves[0]}>
            {moves.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          <NoteField id="order-note" name="note" label="Note" maxLength={2000} />
          <Button type="submit" variant="primary" disabled={action.busy}>
            Change status
          </Button>
        </form>
      ) : (
        <p>The order is {order.status}: its status is final.</p>
      )}
      <div className="admin-buttons">
        {refundable &&
          (confirmRefund ? (
            <>
              <Button
                variant="primary"
                disabled={action.busy}
                onClick={async () => {
                  setConfirmRefund(false);
                  await action.run(async () => {
                    await client.send('POST', `${path}/refund`);
                    return 'The refund was made.';
                  });
                  onChange();
                }}
              >
                Confirm the refund
              </Button>
              <Button onClick={() => setConfirmRefund(false)}>Keep the money</Button>
            </>
          ) : (
            <Button onClick={() => setConfirmRefund(true)} disabled={action.busy}>
              Refund
            </Button>
          ))}
        <Button
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              await client.send('POST', `${path}/resend-confirmation`);
              return 'The confirmation was sent again.';
            })
          }
        >
          Resend confirmation
        </Button>
      </div>
      <Notice done={action.done} error={action.error} />
    </section>
  );
}
