import type { RequestHandler } from 'express';
import { sendError } from './envelope.js';

/**
 * 415 for a body that is not JSON. A form or text/plain post is what another site can send without a CORS preflight;
 * requiring JSON keeps such a page from acting in a visitor's name. A request without a body passes (the route then
 * finds its fields missing).
 */
export function jsonOnly(message = 'Send the request body as JSON (Content-Type: application/json)'): RequestHandler {
  return (req, res, next) => {
    if (req.headers['content-type'] !== undefined && !req.is('application/json')) return sendError(res, 415, message);
    next();
  };
}
