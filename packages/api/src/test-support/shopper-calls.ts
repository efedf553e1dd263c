import { postJson } from './json-requests.js';

/**
 * Pays an order with the shop's local fake provider and places it, as a shopper who approves the payment in the
 * provider's window: the provider order is created, approved, executed, then the order completed. The order's number.
 * The API's tests and the end-to-end tests both place paid orders this way.
 */
export async function placeOrderPaidWithFakeProvider(
  apiUrl: string,
  order: { order_id: string; addressInformation: object },
): Promise<string> {
  const paypal = (path: string) => `${apiUrl}/api/ext/paypal/${path}`;
  const created = await postJson(paypal('create'), order);
  const id = String(created.body.result.id);
  await fetch(paypal('fake/approve'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  await postJson(paypal('execute'), { orderID: id });
  const placed = await postJson(paypal('complete'), {
    ...order,
    addressInformation: { ...order.addressInformation, payment_method_additional: { orderID: id } },
  });
  if (placed.status !== 200) throw new Error(`paid order failed: ${JSON.stringify(placed.body)}`);
  return String(placed.body.result.orderNumber);
}

/**
 * A review a shopper submits from the product page (`POST /api/review/create`), claiming it is approved
 * (`review_status: 1`, which the shop must not believe): its stored document.
 */
export async function postReviewClaimingApproval(apiUrl: string, productId: number, title: string, detail: string) {
  const reply = await postJson(`${apiUrl}/api/review/create`, {
    review: { product_id: productId, title, detail, nickname: 'Bo', review_entity: 'product', review_status: 1 },
  });
  if (reply.status !== 200) throw new Error(`review failed: ${JSON.stringify(reply.body)}`);
  return reply.body.result as { id: number; review_status: number; product_id: number };
}
