import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopServices, type ShopServices } from './support/shop-services';

const serverScript = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'server', 'main.js');

interface Server {
  child: ChildProcess;
  port: number;
  exit: Promise<number | null>;
}

async function startServer(dataDir: string, services: ShopServices): Promise<Server> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, ...services.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_PRODUCTS: '12' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The storefront did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Storefront listening on http:\/\/[^\s/]+:(\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then((code) => reject(new Error(`The storefront exited (${code}):\n${log}`)));
  });
  return { child, port, exit };
}

/** A connection whose request is written in parts, so it can be in flight while the server is told to stop. */
function openConnection(port: number): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const answer = new Promise<string>((done) => socket.on('close', () => done(received)));
      resolve({ socket, answer });
    });
    socket.once('error', reject);
  });
}

describe('health check and graceful shutdown', () => {
  let dataDir: string;
  let services: ShopServices;
  let server: Server;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-shutdown-'));
    // On the PostgreSQL pass: the server's own database and Redis.
    services = await startShopServices({});
    server = await startServer(dataDir, services);
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await services?.stop();
  });

  it('answers /health with 200 and the database checked', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('on SIGTERM finishes the request in flight, answers 503 on /health, takes no new connection, then exits 0', async () => {
    const slow = await openConnection(server.port);
    slow.socket.write(
      `POST /api/cart/create HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 2\r\n\r\n',
    );
    const probe = await openConnection(server.port);
    probe.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    // A barrier instead of a pause: the server answers this later connection only after its event loop has accepted
    // the two earlier ones and read what was written on them.
    const health = `http://127.0.0.1:${server.port}/health`;
    expect((await fetch(health)).status).toBe(200);
    server.child.kill('SIGTERM');
    // Draining starts before the server stops listening, so a refused connection means it is draining.
    await expect
      .poll(
        () =>
          fetch(health).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 30_000, interval: 50 },
      )
      .toBe('refused');
    probe.socket.write('\r\n');
    expect(await probe.answer).toMatch(/^HTTP\/1\.1 503 [\s\S]*"status":"draining"/);
    await expect(fetch(`http://127.0.0.1:${server.port}/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    slow.socket.write('{}');
    expect(await slow.answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*"code":200/);
    expect(await server.exit).toBe(0);
  });
});
