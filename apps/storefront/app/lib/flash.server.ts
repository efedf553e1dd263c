import type { Notification } from '@storefront/core';

const COOKIE = 'sf_flash';

/**
 * A notification that must survive a redirect (the access guard's message): it travels in a short-lived cookie and
 * is shown by the next page, whether that page is rendered on the server or navigated to in the browser.
 */
export function flashCookie(notification: Notification): string {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(notification))}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`;
}

export function readFlash(request: Request): { notifications: Notification[]; clear?: string } {
  const cookie = request.headers.get('cookie') ?? '';
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  if (!raw) return { notifications: [] };
  const clear = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(COOKIE.length + 1))) as Notification;
    if (typeof parsed?.message !== 'string' || typeof parsed.type !== 'string') return { notifications: [], clear };
    const group = typeof parsed.group === 'string' ? { group: parsed.group } : {};
    return { notifications: [{ type: parsed.type, message: parsed.message, ...group }], clear };
  } catch {
    return { notifications: [], clear };
  }
}
