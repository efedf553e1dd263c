import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/** React Router's Vite plugin serves the app's server build under this module id. */
const SERVER_BUILD_ID = 'virtual:react-router/server-build';

export interface DevVite {
  /** The app's server build as it is now: Vite compiles the route modules again after an edit. */
  loadBuild: () => Promise<ServerBuild>;
  /** Vite's own middleware: the app's modules, the public files and the hot-reload client. */
  middlewares: RequestHandler;
  /**
   * Cuts the open tabs' hot-reload sockets. Cut, not closed: Vite's client then waits for the server to come back and
   * reloads the page, where a clean close would leave the tab on the old server's page. They would also hold a
   * graceful shutdown open for as long as the tabs stay.
   */
  dropClients: () => void;
  close: () => Promise<void>;
}

/**
 * Vite in middleware mode for `npm run dev` (docs/development.md): it shares the storefront's HTTP server, also for
 * the hot-reload socket, so two dev servers on one machine need no port but their own.
 */
export async function startDevVite(appDir: string, httpServer: Server): Promise<DevVite> {
  // Imported here only: vite is a development dependency, absent from a production install.
  const { createServer, isRunnableDevEnvironment } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: appDir,
    configFile: `${appDir}/vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const sockets = new Set<Duplex>();
  httpServer.on('upgrade', (_request, socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) {
    await vite.close();
    throw new Error('Vite has no runnable server environment for the storefront');
  }
  return {
    loadBuild: async () => {
      try {
        return (await ssr.runner.import(SERVER_BUILD_ID)) as ServerBuild;
      } catch (error) {
        // The stack then names the source lines, not Vite's transformed code.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    middlewares: (req, res, next) => {
      // Vite's client waits for a restarted server from a worker it makes of a blob: URL, which the shop's policy
      // (workers from the shop's own files only) would refuse; the tab would then never reload.
      const policy = res.getHeader('Content-Security-Policy');
      if (typeof policy === 'string' && !policy.includes('worker-src'))
        res.setHeader('Content-Security-Policy', `${policy}; worker-src 'self' blob:`);
      vite.middlewares(req, res, next);
    },
    dropClients: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => vite.close(),
  };
}
