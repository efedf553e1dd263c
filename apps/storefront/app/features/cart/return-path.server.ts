const BASE = 'http://return.invalid';

// Browsers drop tabs and newlines inside URLs and read '\' as '/': '/\tevil' or '/\\evil' could leave the site.
function hasControlOrBackslash(value: string): boolean {
  return [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Where a form post may send the shopper back: a path of this site only (no open redirect). Anything that would
 * leave the origin (`//host`, `/\host`, `https://…`, control characters) gives the fallback.
 */
export function safeReturnPath(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || hasControlOrBackslash(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || value.startsWith('//')) return fallback;
    return url.pathname + url.search;
  } catch {
    return fallback;
  }
}
