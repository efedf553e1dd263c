import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers, a blank line, the body. */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://user:secret@127.0.0.1:<port>`: the credentials the server accepts. */
  url: string;
  received: ReceivedMail[];
  /** Connections a client holds open now: a mailer that was closed holds none. */
  openConnections(): number;
  close(): Promise<void>;
}

const USER = 'shop';
const PASSWORD = 'secret';

/**
 * A real SMTP server on a loopback port (random unless given) that keeps every message it accepts. It asks for no
 * login, but checks the one given (the URL's); no TLS.
 */
export async function startTestSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${bound}`,
    received,
    // `connections` is the server's own set of live sessions (smtp-server keeps it for its close).
    openConnections: () => (server as unknown as { connections: Set<unknown> }).connections.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word: what a hung SMTP server looks like to a client. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound once, then released): where an SMTP server is down. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
