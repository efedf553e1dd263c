// TEMPORARY STAND-IN, replaced by the session helper's file when wip/session is merged (keep theirs).
import type { Customer } from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from './request-context';

function cookie(request: Request, name: string): string | undefined {
  const raw = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return raw === undefined ? undefined : decodeURIComponent(raw.slice(name.length + 1));
}

export async function readSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ user: Customer; token: string } | null> {
  const token = cookie(request, 'sf_at');
  if (!token) return null;
  const { apiBaseUrl } = context.get(storefrontContext);
  const response = await fetch(new URL(`/api/user/me?token=${encodeURIComponent(token)}`, apiBaseUrl));
  const body = (await response.json().catch(() => ({}))) as { code?: number; result?: Customer };
  return body.code === 200 && body.result ? { user: body.result, token } : null;
}
