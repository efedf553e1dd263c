/**
 * Review text is stored as plain text exactly as typed, never HTML-escaped (the storefront escapes on render, and
 * escaping here would show `&amp;` later). What is removed is what could still disturb a page or a JSON consumer:
 * control characters, unpaired surrogates, and bidirectional overrides that would reorder the text around a review.
 */
// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROLS, '');
}

/** Titles and nicknames: one line, inner runs of whitespace collapsed, trimmed. */
export function singleLineText(text: string): string {
  return clean(text).replace(/\s+/g, ' ').trim();
}

/** Review bodies keep their line breaks (at most one blank line in a row) and tabs become spaces. */
export function multiLineText(text: string): string {
  return clean(text)
    .replace(/\t/g, ' ')
    .replace(/[ \u00A0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
