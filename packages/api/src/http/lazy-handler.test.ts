import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { lazyHandler } from './lazy-handler.js';

/** An app with the lazy handler at /lazy and an error handler that says what reached it. */
async function serve(handler: RequestHandler) {
  const app = express();
  app.use('/lazy', handler);
  app.use(((error, _req, res, _next) => {
    res.status(500).send(`error: ${(error as Error).message}`);
  }) as express.ErrorRequestHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lazy`;
  const get = async (path: string) => {
    const response = await fetch(base + path);
    return `${response.status} ${await response.text()}`;
  };
  return { get, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('lazyHandler', () => {
  it('loads its handler with the first request, once, and passes every request to it', async () => {
    let loads = 0;
    const app = await serve(
      lazyHandler(async () => {
        loads++;
        const router = express.Router();
        router.get('/hello', (_req, res) => void res.send('hi'));
        return router;
      }),
    );
    try {
      expect(loads).toBe(0);
      expect(await Promise.all([app.get('/hello'), app.get('/hello')])).toEqual(['200 hi', '200 hi']);
      expect(await app.get('/missing')).toMatch(/^404 /);
      expect(loads).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('gives a failed load to the error handler and tries again with the next request', async () => {
    let loads = 0;
    const app = await serve(
      lazyHandler(async () => {
        if (++loads === 1) throw new Error('the module is not there');
        return (_req, res) => void res.send('loaded');
      }),
    );
    try {
      expect(await app.get('/')).toBe('500 error: the module is not there');
      expect(await app.get('/')).toBe('200 loaded');
      expect(loads).toBe(2);
    } finally {
      await app.close();
    }
  });
});
