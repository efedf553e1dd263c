import { readEnvelope, type TaskResponse } from '../sync/read-envelope.js';
import { SyncTaskError } from '../sync/sync-task-error.js';

/** The answer to an order send: an envelope, or something that is not one (see docs/behaviour.md#order-placement step 9). */
export type OrderReply =
  { kind: 'envelope'; code: number; result: unknown } | { kind: 'unreadable'; status?: number; message: string };

/** Reads a fetch response of `POST /api/order` with the task queue's envelope rules; never throws for its format. */
export async function readOrderReply(response: TaskResponse): Promise<OrderReply> {
  try {
    const envelope = await readEnvelope(response);
    return { kind: 'envelope', code: envelope.code, result: envelope.result };
  } catch (error) {
    if (!(error instanceof SyncTaskError)) throw error;
    return {
      kind: 'unreadable',
      ...(response.status !== undefined && { status: response.status }),
      message: error.message,
    };
  }
}
