import type { RequestHandler } from 'express';
import { sendError } from './envelope.js';

/**
 * Whether a parsed JSON value nests arrays and objects more than `max` levels deep (`[]` is one level, `[[]]` two).
 * A walk with its own stack, so a hostile value cannot overflow the call stack here as it would in the recursive code
 * behind the routes (`JSON.stringify`, canonical fingerprints, validators).
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(next) ? next : Object.values(next))
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

export const bodyTooDeep = (max: number) =>
  `The JSON body is nested more than ${max} levels deep; at most ${max} are allowed (bodyMaxDepth)`;

/**
 * 400 for a parsed JSON body nested deeper than `max`: no route needs it, and the code behind some routes would
 * overflow its stack on it (a 500). Runs after the body parsers, before the routes.
 */
export function jsonDepthGuard(max: number): RequestHandler {
  return (req, res, next) => {
    if (nestedDeeperThan(req.body, max)) return sendError(res, 400, bodyTooDeep(max));
    next();
  };
}
