import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.js';
import { requestLog, requestLogger } from './request-log.js';

/** An app behind the request logger, its log lines as parsed JSON, and a way to call it. */
async function loggedApp(logEveryRequest: boolean) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level: 'debug' }, sink), { logEveryRequest }));
  app.get('/ok', (req, res) => {
    requestLog(req).info('inside the route');
    res.json({ ok: true });
  });
  app.get('/broken', () => {
    throw new Error('the database went away');
  });
  app.use(errorHandler());
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    lines,
    call: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('requestLogger', () => {
  it("puts the request's id on every line it logs, and logs an error reply with its cause", async () => {
    const app = await loggedApp(false);
    try {
      await app.call('/ok');
      expect((await app.call('/broken')).status).toBe(500);
      const inside = app.lines.find((line) => line.msg === 'inside the route')!;
      expect(inside.reqId).toEqual(expect.any(String));
      const errors = app.lines.filter((line) => line.level === 50);
      // The error handler's line and the request's closing line, both with one id, another than the first request's.
      expect(errors.length).toBe(2);
      expect(new Set(errors.map((line) => line.reqId)).size).toBe(1);
      expect(errors[0]!.reqId).not.toBe(inside.reqId);
      expect(JSON.stringify(errors)).toContain('the database went away');
    } finally {
      await app.close();
    }
  });

  it('honours a safe incoming X-Request-Id and replaces anything else', async () => {
    const app = await loggedApp(true);
    try {
      await app.call('/ok', { 'x-request-id': 'edge-4f2a.9' });
      await app.call('/ok', { 'x-request-id': 'forged"} {"level":60' });
      await app.call('/ok', { 'x-request-id': 'x'.repeat(65) });
      const ids = app.lines.filter((line) => line.msg === 'inside the route').map((line) => line.reqId);
      expect(ids[0]).toBe('edge-4f2a.9');
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it('names method, path and status of a request, never its query or headers', async () => {
    const app = await loggedApp(true);
    try {
      await app.call('/ok?token=secret-token', { authorization: 'Bearer secret-bearer', cookie: 'sid=secret-cookie' });
      const done = app.lines.find((line) => line.msg === 'request completed')!;
      expect(done).toMatchObject({ level: 30, req: { method: 'GET', path: '/ok' }, res: { statusCode: 200 } });
      expect(JSON.stringify(app.lines)).not.toMatch(/secret/);
    } finally {
      await app.close();
    }
  });

  it('logs a successful request only at debug unless every request is asked for', async () => {
    const app = await loggedApp(false);
    try {
      await app.call('/ok');
      expect(app.lines.find((line) => line.msg === 'request completed')).toMatchObject({ level: 20 });
    } finally {
      await app.close();
    }
  });
});
