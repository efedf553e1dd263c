/**
 * The text to show for a refused reply: the server's own message (spec point 8: 'A password change failure shows the
 * server's result message'), whether it answered a string, `{errorMessage}` / `{message}`, or a list of validation
 * errors.
 */
export function replyMessage(result: unknown): string {
  if (typeof result === 'string' && result !== '') return result;
  if (Array.isArray(result)) {
    const messages = result.map(replyMessage).filter((message) => message !== 'Internal validation error');
    return messages.length > 0 ? messages.join(' ') : 'Internal validation error';
  }
  if (typeof result === 'object' && result !== null) {
    const { errorMessage, message } = result as { errorMessage?: unknown; message?: unknown };
    if (typeof errorMessage === 'string' && errorMessage !== '') return errorMessage;
    if (typeof message === 'string' && message !== '') return message;
  }
  return 'Internal validation error';
}
