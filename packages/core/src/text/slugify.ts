/**
 * docs/behaviour.md#validation-messages: lower-case; spaces become dashes, '&' becomes '-and-', other non-word characters are removed,
 * repeated dashes collapse.
 */
export function slugify(text: string): string {
  return text
    .toString()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-');
}
