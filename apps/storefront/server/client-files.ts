import { readdirSync } from 'node:fs';
import express, { type RequestHandler } from 'express';

/**
 * The client folder's own files (the icons, the favicon, the offline and pass pages' scripts; `/assets` has its own
 * handler in offlineFiles). Every other request (the pages, the API, the pictures) would cost a `stat` of a file that
 * is not there, so a built folder's entries are listed once and only a path under one of them goes to the disk. A
 * development run's folder (`app/public`) may change while it runs: it is served as it is.
 */
export function clientFiles(clientDir: string, { fixed }: { fixed: boolean }): RequestHandler {
  const serve = express.static(clientDir, { maxAge: '1h', index: false });
  if (!fixed) return serve;
  const entries = new Set(readdirSync(clientDir));
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // A malformed %-sequence names no file; the pages answer it.
    }
    return entries.has(name) ? serve(req, res, next) : next();
  };
}
