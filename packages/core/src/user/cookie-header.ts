/** The value of one cookie in a `Cookie` request header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A `Cookie` request header as the browser will send it after these `Set-Cookie` answers: set values replace the old
 * ones, `Max-Age=0` removes them. The server uses it so the loaders of the same request see a refreshed session.
 */
export function cookieHeaderAfter(header: string | null | undefined, setCookies: readonly string[]): string {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const removed = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    if (removed) cookies.delete(name);
    else cookies.set(name, pair.slice(at + 1).trim());
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
