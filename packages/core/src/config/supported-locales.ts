/**
 * docs/behaviour.md#the-shop-at-a-glance. 'jp-JP' is kept as VSF 1 spelled it (the BCP 47 code would be 'ja-JP') so existing shop configs and
 * translation files keep matching.
 */
export const SUPPORTED_LOCALES = [
  'en-US',
  'de-DE',
  'fr-FR',
  'es-ES',
  'nl-NL',
  'jp-JP',
  'ru-RU',
  'it-IT',
  'pt-BR',
  'pl-PL',
  'cs-CZ',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en-US';

export function isSupportedLocale(locale: string): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}
