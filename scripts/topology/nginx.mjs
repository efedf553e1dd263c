// nginx of the loopback topology: docs/deploy/storefront.nginx.conf (the deployment's own file) with the upstream's
// servers and the listen port rewritten, inside a main config that keeps every path in the state directory.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_CONFIG = 'docs/deploy/storefront.nginx.conf';

/** The nginx binary: on PATH or where Debian puts it; undefined when nginx is not installed. */
export function findNginx(path = process.env.PATH ?? '') {
  return [...path.split(':').filter(Boolean), '/usr/sbin']
    .map((dir) => join(dir, 'nginx'))
    .find((file) => existsSync(file));
}

/** The site file with `upstreams` (loopback ports) as the upstream's servers and nginx listening on `listenPort`. */
export function renderSite(site, { listenPort, upstreams }) {
  const servers = upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n');
  let replaced = 0;
  const withUpstream = site.replace(
    /(upstream storefront \{\n)((?:.*\n)*?)(\s*keepalive)/,
    (_all, head, body, tail) => {
      replaced++;
      const comments = body.split('\n').filter((line) => line.trim().startsWith('#'));
      return `${head}${[...comments, servers].join('\n')}\n${tail}`;
    },
  );
  const result = withUpstream.replace(/^(\s*)listen 80;$/m, (_all, indent) => {
    replaced++;
    return `${indent}listen 127.0.0.1:${listenPort};`;
  });
  // The deployment file changed shape: better to stop than to serve a config that still names 10.0.0.x.
  if (replaced !== 2)
    throw new Error(`${SITE_CONFIG}: no "upstream storefront { ... keepalive" or "listen 80;" to rewrite`);
  return result;
}

/** A whole nginx.conf: every file nginx writes (pid, logs, temp bodies) under `home`. */
export function renderMainConfig(home, site) {
  const tmp = (name) => join(home, 'tmp', name);
  return `# Written by scripts/topology.mjs.
daemon on;
pid ${join(home, 'nginx.pid')};
error_log ${join(home, 'error.log')} warn;
worker_processes 1;
events { worker_connections 1024; }
http {
    # Which processes a request was tried on (the last one answered), and the test's X-Load-Id ("-" when none): the
    # topology tests read it.
    log_format topology '$remote_addr "$request" $status $upstream_addr $http_x_load_id';
    access_log ${join(home, 'access.log')} topology;
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};

${site}
}
`;
}

/** Writes the config under `dir`/nginx, checks it (`nginx -t`) and starts nginx; returns its pid file. */
export function startNginx(root, nginx, dir, options) {
  const home = join(dir, 'nginx');
  mkdirSync(join(home, 'tmp'), { recursive: true });
  const site = renderSite(readFileSync(join(root, SITE_CONFIG), 'utf8'), options);
  const config = join(home, 'nginx.conf');
  writeFileSync(config, renderMainConfig(home, site));
  const args = ['-p', home, '-e', join(home, 'error.log'), '-c', config];
  for (const extra of [['-t', '-q'], []]) {
    try {
      execFileSync(nginx, [...args, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      throw new Error(`nginx ${extra.join(' ')} failed: ${error.stderr?.toString() || error.message}`);
    }
  }
  return join(home, 'nginx.pid');
}
