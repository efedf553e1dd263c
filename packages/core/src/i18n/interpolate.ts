export type TranslationParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` with params.name; placeholders without a param stay visible, which makes a missing one obvious. */
export function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
