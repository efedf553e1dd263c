/** Where a reply's `result` may carry its text: itself, or the fields servers put it in, or a list of errors. */
export type ReplyMessagePlace = 'text' | 'errorMessage' | 'message' | 'result' | 'list';

const EVERYWHERE: readonly ReplyMessagePlace[] = ['text', 'errorMessage', 'message', 'result', 'list'];

/**
 * The text a reply's `result` carries for the shopper, or undefined when it carries none. The API answers a text;
 * Magento's errors come as `{ errorMessage }`, others as `{ message }` or a nested `{ result }`; validation failures as
 * a list of `{ message }`, whose texts are joined. An endpoint whose caller words some replies itself names the places
 * it reads (`from`); an object's fields are read in that order. A caller that always shows something gives the text
 * for a reply that carries none (`fallback`).
 */
export function replyMessage(result: unknown, from?: readonly ReplyMessagePlace[]): string | undefined;
export function replyMessage(result: unknown, from: readonly ReplyMessagePlace[], fallback: string): string;
export function replyMessage(
  result: unknown,
  from: readonly ReplyMessagePlace[] = EVERYWHERE,
  fallback?: string,
): string | undefined {
  return messageIn(result, from) ?? fallback;
}

function messageIn(result: unknown, from: readonly ReplyMessagePlace[]): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  if (typeof result === 'string') return from.includes('text') ? text(result) : undefined;
  if (Array.isArray(result)) {
    if (!from.includes('list')) return undefined;
    const messages = result.map((item) => messageIn(item, from)).filter((message) => message !== undefined);
    return messages.length > 0 ? messages.join(' ') : undefined;
  }
  if (typeof result !== 'object' || result === null) return undefined;
  const fields = result as Record<string, unknown>;
  for (const place of from) {
    const found = place === 'text' || place === 'list' ? undefined : text(fields[place]);
    if (found !== undefined) return found;
  }
  return undefined;
}
