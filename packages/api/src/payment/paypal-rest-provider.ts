import {
  PaymentDeclined,
  PaymentProviderError,
  PaymentTimeout,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderOrder,
  type ProviderRefund,
} from './payment-provider.js';

export interface PayPalRestOptions {
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com. */
  apiUrl: string;
  clientId: string;
  secret: string;
  timeoutMs: number;
  now: () => number;
  fetch?: typeof fetch;
}

interface PayPalAmount {
  currency_code?: string;
  value?: string;
}
interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: PayPalAmount;
}
interface PayPalOrder {
  id?: string;
  status?: string;
  purchase_units?: Array<{ amount?: PayPalAmount; payments?: { captures?: PayPalCapture[] } }>;
}
interface PayPalError {
  name?: string;
  details?: Array<{ issue?: string }>;
}

// The buyer's funding failed or was never approved: nothing was charged, the shopper may pay again.
const DECLINED_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'ORDER_NOT_APPROVED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
]);
// A token is renewed this long before PayPal says it expires, so a call never starts with a dying one.
const TOKEN_MARGIN_MS = 60_000;

function orderOf(body: PayPalOrder): ProviderOrder {
  const amount = body.purchase_units?.[0]?.amount;
  if (!body.id || !body.status || !amount?.value || !amount.currency_code)
    throw new PaymentProviderError('PayPal sent an order without id, status or amount');
  return { id: body.id, status: body.status, amount: amount.value, currency: amount.currency_code };
}

function captureOf(body: PayPalOrder): ProviderCapture {
  const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
  if (!body.id || !capture?.id || !capture.status || !capture.amount?.value || !capture.amount.currency_code)
    throw new PaymentProviderError('PayPal sent a capture without id, status or amount');
  return {
    orderId: body.id,
    captureId: capture.id,
    status: capture.status,
    amount: capture.amount.value,
    currency: capture.amount.currency_code,
  };
}

/**
 * PayPal's v2 Orders REST API: an OAuth2 client-credentials token kept until shortly before it expires, a
 * `PayPal-Request-Id` on every write (PayPal answers a repeated id with the first result, so a retry never creates or
 * charges twice), and `timeoutMs` on every call.
 */
export class PayPalRestProvider implements PaymentProvider {
  readonly name = 'paypal';
  private token: { value: string; expiresAt: number } | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: PayPalRestOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private url(path: string): string {
    return `${this.options.apiUrl.replace(/\/+$/, '')}${path}`;
  }

  private async send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await this.fetch(this.url(path), { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new PaymentTimeout();
      throw new PaymentProviderError(`PayPal unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      throw new PaymentProviderError(`PayPal answered ${response.status} without JSON`, response.status);
    }
    return { status: response.status, body };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.options.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.secret}`).toString('base64');
    const { status, body } = await this.send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = body as { access_token?: string; expires_in?: number } | undefined;
    if (status !== 200 || !token?.access_token)
      throw new PaymentProviderError(`PayPal refused the credentials (${status})`, status);
    this.token = {
      value: token.access_token,
      expiresAt: this.options.now() + (token.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS,
    };
    return this.token.value;
  }

  /** An authorised call; a 401 (token revoked early) drops the token and tries once more with a new one. */
  private async call(method: string, path: string, requestId?: string, payload?: unknown) {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      if (requestId) headers['PayPal-Request-Id'] = requestId;
      if (method === 'POST') headers.Prefer = 'return=representation';
      const reply = await this.send(path, {
        method,
        headers,
        ...(payload !== undefined && { body: JSON.stringify(payload) }),
      });
      if (reply.status === 401 && attempt === 0) {
        this.token = undefined;
        continue;
      }
      return reply;
    }
  }

  private static failure(status: number, body: unknown): Error {
    const error = body as PayPalError | undefined;
    const issue = error?.details?.[0]?.issue ?? error?.name ?? 'UNKNOWN';
    if (status === 422 && DECLINED_ISSUES.has(issue)) return new PaymentDeclined(issue);
    return new PaymentProviderError(`PayPal answered ${status} ${issue}`, status);
  }

  async createOrder(amount: string, currency: string, requestId: string): Promise<ProviderOrder> {
    const { status, body } = await this.call('POST', '/v2/checkout/orders', requestId, {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: currency, value: amount } }],
    });
    if (status !== 200 && status !== 201) throw PayPalRestProvider.failure(status, body);
    return orderOf(body as PayPalOrder);
  }

  async captureOrder(id: string, requestId: string): Promise<ProviderCapture> {
    const path = `/v2/checkout/orders/${encodeURIComponent(id)}/capture`;
    const { status, body } = await this.call('POST', path, requestId, {});
    if (status === 200 || status === 201) return captureOf(body as PayPalOrder);
    // Captured before under another request id (e.g. its record was lost): the order itself holds the capture.
    if (status === 422 && (body as PayPalError | undefined)?.details?.[0]?.issue === 'ORDER_ALREADY_CAPTURED')
      return captureOf(await this.orderBody(id));
    throw PayPalRestProvider.failure(status, body);
  }

  private async orderBody(id: string): Promise<PayPalOrder> {
    const { status, body } = await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (status !== 200) throw PayPalRestProvider.failure(status, body);
    return body as PayPalOrder;
  }

  async getOrder(id: string): Promise<ProviderOrder> {
    return orderOf(await this.orderBody(id));
  }

  async refundCapture(captureId: string, amount: string, currency: string, requestId: string): Promise<ProviderRefund> {
    const path = `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`;
    const { status, body } = await this.call('POST', path, requestId, {
      amount: { value: amount, currency_code: currency },
    });
    const refund = body as { id?: string; status?: string } | undefined;
    if ((status === 200 || status === 201) && refund?.id && refund.status && refund.status !== 'FAILED')
      return { refundId: refund.id, status: refund.status };
    // Refunded before under another request id (its record was lost): the money is back all the same.
    if (status === 422 && (body as PayPalError | undefined)?.details?.[0]?.issue === 'CAPTURE_FULLY_REFUNDED')
      return { refundId: 'CAPTURE_FULLY_REFUNDED', status: 'COMPLETED' };
    throw status === 200 || status === 201
      ? new PaymentProviderError(`PayPal refund of ${captureId} ${refund?.status ?? 'without id or status'}`)
      : PayPalRestProvider.failure(status, body);
  }
}
