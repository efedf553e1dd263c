import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { sendEnvelope } from './envelope.js';

/** How a route answers a body its schema refused: the status and the `result` of the envelope. */
export type BodyRefusal = (error: z.ZodError) => { status: number; result: unknown };

/** The refusal most routes give: 400 with the first issue's own message as the text. */
export const firstIssueMessage =
  (status = 400): BodyRefusal =>
  (error) => ({ status, result: error.issues[0]?.message ?? error.message });

/**
 * The one body check of the API: a route declares the schema of its body in front of its handler, which then reads
 * the parsed body (defaults filled in, unknown keys dropped where the schema drops them) from `req.body`. A refused
 * body is answered here, in the route's own words, and the handler never runs.
 */
export function validateBody<Schema extends z.ZodType>(
  schema: Schema,
  refuse: BodyRefusal,
): RequestHandler<Record<string, string>, unknown, z.output<Schema>> {
  return (req, res, next) => {
    const parsed = schema.safeParse(req.body, { reportInput: true });
    if (!parsed.success) {
      const { status, result } = refuse(parsed.error);
      return sendEnvelope(res, result, status);
    }
    req.body = parsed.data;
    next();
  };
}
