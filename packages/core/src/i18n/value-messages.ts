import { interpolate, type TranslationParams } from './interpolate.js';

/**
 * What a store view's words need of a value in a message: the English value's shape (a regular expression's source,
 * without capturing groups), and how to say it in `locale` (undefined: as it is, like a number).
 */
export interface MessageValue {
  pattern: string;
  localize?: (value: string, words: LocalWords) => string | undefined;
}

export interface LocalWords {
  locale: string;
  /** A dictionary key in the store view's words, with its placeholders filled. */
  translate(key: string, params?: TranslationParams): string;
}

/**
 * A message the shop writes with values in it ("An hourly booking must last at least 120 minutes."): its template is
 * the dictionary key (`{minutes}` in place of the value), and each value's shape lets a translator read the values
 * back out of the English text, which is all the API answers (its messages are English on the wire).
 */
export interface ValueMessage {
  template: string;
  values: Readonly<Record<string, MessageValue>>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new WeakMap<ValueMessage, { pattern: RegExp; names: string[] }>();

function compile(message: ValueMessage): { pattern: RegExp; names: string[] } {
  const known = compiled.get(message);
  if (known) return known;
  const names: string[] = [];
  const source = message.template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const value = name === undefined ? undefined : message.values[name];
      if (name === undefined || value === undefined) return escape(part);
      names.push(name);
      return `(${value.pattern})`;
    })
    .join('');
  const made = { pattern: new RegExp(`^${source}$`), names };
  compiled.set(message, made);
  return made;
}

/**
 * `text` in the store view's words when it is one of `messages` with its values (each value said in `locale` too),
 * else undefined. `lookup` is the store view's dictionary (undefined for a key it does not translate: English then).
 */
export function translateValueMessage(
  text: string,
  locale: string,
  lookup: (key: string) => string | undefined,
  messages: readonly ValueMessage[],
): string | undefined {
  const words: LocalWords = { locale, translate: (key, params) => interpolate(lookup(key) ?? key, params) };
  for (const message of messages) {
    const { pattern, names } = compile(message);
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      params[name] = message.values[name]!.localize?.(value, words) ?? value;
    });
    return words.translate(message.template, params);
  }
  return undefined;
}
