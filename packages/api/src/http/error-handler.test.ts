import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { errorHandler } from './error-handler.js';

async function answerFor(error: unknown): Promise<{ status: number; body: unknown; logged: string[] }> {
  const logged: string[] = [];
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler((message) => logged.push(message)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, body: await response.json(), logged };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('errorHandler', () => {
  it('answers an unexpected error with a bare 500 and keeps its message and stack for the log', async () => {
    const { status, body, logged } = await answerFor(
      new Error("ENOENT: no such file or directory, open '/srv/shop/data/secret.json'"),
    );
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, result: 'Internal Server Error' });
    expect(logged.join('\n')).toContain('/srv/shop/data/secret.json');
  });

  it("keeps the message of the API's own errors, which are meant for the client", async () => {
    const { status, body } = await answerFor(new ApiError(400, 'Invalid SearchQuery: size must be a number'));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: 'Invalid SearchQuery: size must be a number' });
  });
});
