import { escapeXml as escapeHtml } from '@storefront/core';

export interface ApprovalView {
  id: string;
  amount: string;
  currency: string;
  /** Set once the shopper chose: the window then only says so (the shop's page closes it). */
  decided?: 'approve' | 'decline' | 'hang';
}

const DONE: Record<NonNullable<ApprovalView['decided']>, string> = {
  approve: 'Payment approved. You can close this window.',
  decline: 'You chose to decline the payment. You can close this window.',
  hang: 'The provider will not answer the capture. You can close this window.',
};

const STYLE = `
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #111; background: #f5f7fa; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 8px; padding: 1.25rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
  .amount { font-size: 1.5rem; font-weight: bold; margin: .5rem 0 1rem; }
  form { display: grid; gap: .75rem; }
  button { min-height: 44px; font: inherit; font-weight: bold; border-radius: 4px; border: 2px solid #003087; cursor: pointer; }
  button[value=approve] { background: #003087; color: #fff; }
  button[value=decline], button[value=hang] { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  p[role=status] { font-weight: bold; }
`;

/** The fake provider's approval window: plain HTML, no script, usable at 390 px. */
export function approvalPage(view: ApprovalView): string {
  const id = escapeHtml(view.id);
  const body = view.decided
    ? `<p role="status">${DONE[view.decided]}</p>`
    : `<form method="post" action="approve">
        <input type="hidden" name="id" value="${id}">
        <button type="submit" name="decision" value="approve">Approve payment</button>
        <button type="submit" name="decision" value="decline">Decline payment</button>
        <button type="submit" name="decision" value="hang">Never answer</button>
      </form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paypal (test payment)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Paypal (test payment)</h1>
  <p>Order ${id}</p>
  <p class="amount">${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</p>
  ${body}
</main>
</body>
</html>`;
}

export function unknownPaymentPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unknown payment</title></head><body><main><h1>Unknown payment</h1><p>This payment does not exist.</p></main></body></html>`;
}
