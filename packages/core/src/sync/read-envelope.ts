import type { ApiEnvelope } from '../api/envelope.js';
import type { ReplyShape } from './sync-task.js';
import { BAD_CONTENT_TYPE_MESSAGE, SyncTaskError, WRONG_FORMAT_MESSAGE } from './sync-task-error.js';

/** The part of a fetch Response the queue reads. */
export interface TaskResponse {
  status?: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

function readCode(code: unknown): number | undefined {
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  // The VSF frontend parsed the code with parseInt, so a server answering "200" as text still worked.
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  return undefined;
}

/**
 * docs/api.md#envelope-and-errors, docs/behaviour.md#sync-task-queue: the body, not the HTTP status, carries the outcome, so a 500 with a proper envelope is a reply
 * and not an error. Anything that is not JSON with a numeric `code` and a `result` is refused with the spec's message.
 */
export async function readEnvelope(response: TaskResponse, shape: ReplyShape = 'envelope'): Promise<ApiEnvelope> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new SyncTaskError('BAD_CONTENT_TYPE', BAD_CONTENT_TYPE_MESSAGE);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SyncTaskError('WRONG_FORMAT', WRONG_FORMAT_MESSAGE);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SyncTaskError('WRONG_FORMAT', WRONG_FORMAT_MESSAGE);
  }
  const fields = body as Record<string, unknown>;
  // A catalogue search answers the raw Elasticsearch body; errors still come as an envelope.
  if (shape === 'json' && !('code' in fields && 'result' in fields))
    return { code: response.status ?? 200, result: fields };
  const code = readCode(fields.code);
  if (code === undefined || !('result' in fields)) throw new SyncTaskError('WRONG_FORMAT', WRONG_FORMAT_MESSAGE);
  const envelope: ApiEnvelope = { code, result: fields.result };
  if (typeof fields.meta === 'object' && fields.meta !== null) envelope.meta = fields.meta as Record<string, unknown>;
  return envelope;
}
