/**
 * The back-office's API client, framework-free, for the `/admin` screens (docs/back-office.md#for-the-next-parts). It
 * keeps the session token in memory only (a reload signs in again, or the caller keeps it in `sessionStorage`), sends
 * it as a bearer header (never a cookie: no CSRF surface), and turns the `{code, result}` envelope into a value or an
 * `AdminApiError` whose `status` says what to do: 401 sign in again, 403 not for this role, 409 reload, 429 wait.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export interface AdminPage<T> {
  items: T[];
  total: number;
}

export type AdminQuery = Record<string, string | number | boolean | undefined>;

export interface AdminClientOptions {
  /** The shop's origin, or '' for the page's own (the back-office answers no other). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called on any 401: the session ended (logout elsewhere, revoked, idle): show the sign-in. */
  onSignedOut?: () => void;
}

export interface AdminClient {
  readonly signedIn: boolean;
  login(email: string, password: string, otp?: string): Promise<{ token: string; requireTotp: boolean }>;
  logout(): Promise<void>;
  /** Uses a token kept by the caller (a reload that read `sessionStorage`). */
  useToken(token: string | undefined): void;
  get<T>(path: string, query?: AdminQuery): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** `?a=1&b=x` of the defined values, in the order given. */
export function adminQueryString(query: AdminQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createAdminClient(options: AdminClientOptions = {}): AdminClient {
  const base = `${options.baseUrl ?? ''}/api/admin`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let token: string | undefined;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      credentials: 'omit',
    });
    const envelope = (await response.json().catch(() => undefined)) as { code?: number; result?: unknown } | undefined;
    if (!response.ok) {
      if (response.status === 401 && path !== '/login') {
        token = undefined;
        options.onSignedOut?.();
      }
      const message = typeof envelope?.result === 'string' ? envelope.result : response.statusText;
      throw new AdminApiError(response.status, message);
    }
    return envelope?.result as T;
  }

  return {
    get signedIn() {
      return token !== undefined;
    },
    async login(email, password, otp) {
      const result = await call<{ token: string; requireTotp: boolean }>('POST', '/login', {
        email,
        password,
        ...(otp && { otp }),
      });
      token = result.token;
      return result;
    },
    async logout() {
      try {
        if (token) await call('POST', '/logout');
      } finally {
        token = undefined;
      }
    },
    useToken(next) {
      token = next;
    },
    get: (path, query) => call('GET', `${path}${adminQueryString(query)}`),
    send: (method, path, body) => call(method, path, body),
  };
}
