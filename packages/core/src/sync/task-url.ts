const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

export type TaskUrlValues = Record<string, string | number | boolean | null | undefined>;

/** The distinct `{{name}}` placeholders of a URL template, in order of first appearance. */
export function findPlaceholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] as string))];
}

/**
 * Fills every `{{name}}` that `values` has a key for; null and undefined become ''. Values are URI-component encoded
 * because they land in a query string or a path segment, where a coupon code with '&' or '/' would otherwise change
 * the request. Placeholders without a key are left as they are, so the caller can tell what is missing.
 */
export function taskUrl(template: string, values: TaskUrlValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}
