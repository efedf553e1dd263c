import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../topology.mjs';
import { findNginx, renderMainConfig, renderSite, SITE_CONFIG } from './nginx.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = readFileSync(join(root, SITE_CONFIG), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'topology-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the topology nginx config (docs/deploy/storefront.nginx.conf on loopback)', () => {
  const rendered = renderSite(site, { listenPort: 18080, upstreams: [4001, 4002, 4003] });

  it('names exactly the loopback processes as the upstream, and listens on loopback', () => {
    expect(rendered.match(/^\s*server 127\.0\.0\.1:\d+ max_fails=2 fail_timeout=5s;$/gm)).toEqual([
      '    server 127.0.0.1:4001 max_fails=2 fail_timeout=5s;',
      '    server 127.0.0.1:4002 max_fails=2 fail_timeout=5s;',
      '    server 127.0.0.1:4003 max_fails=2 fail_timeout=5s;',
    ]);
    expect(rendered).not.toMatch(/10\.0\.0\.|listen 80;/);
    expect(rendered).toMatch(/^ {4}listen 127\.0\.0\.1:18080;$/m);
    // The rest is the deployment's file as it is: retries for idempotent requests only, the health location.
    expect(rendered).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(rendered).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
    expect(rendered).toContain('location = /health {');
  });

  it('refuses a deployment file it could not rewrite, rather than serve its 10.0.0.x addresses', () => {
    expect(() => renderSite(site.replace('listen 80;', 'listen 443 ssl;'), { listenPort: 1, upstreams: [2] })).toThrow(
      /listen 80/,
    );
  });

  const nginx = findNginx();
  if (!nginx) console.warn('nginx -t skipped: nginx is not installed (apt-get install -y nginx)');
  it.skipIf(!nginx)('is a config nginx accepts (nginx -t)', () => {
    const home = join(dir, 'nginx');
    mkdirSync(join(home, 'tmp'), { recursive: true });
    const config = join(home, 'nginx.conf');
    writeFileSync(config, renderMainConfig(home, rendered));
    expect(() =>
      execFileSync(nginx, ['-t', '-q', '-p', home, '-e', join(home, 'error.log'), '-c', config], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});

describe('topology.mjs arguments', () => {
  it('takes a command and its options', () => {
    expect(parseArgs(['up', '--dir', '/tmp/t', '--processes', '4', '--port', '8080'])).toMatchObject({
      command: 'up',
      dir: '/tmp/t',
      processes: 4,
      port: 8080,
    });
    expect(parseArgs(['status'])).toMatchObject({ command: 'status', processes: 3, port: 0 });
    expect(parseArgs(['up', '--copy', 'data/storefront.sqlite'])).toMatchObject({ copy: 'data/storefront.sqlite' });
    expect(parseArgs(['up']).sharedApi).toBe(false);
    expect(parseArgs(['up', '--shared-api', '--processes', '2'])).toMatchObject({ sharedApi: true, processes: 2 });
  });

  it('refuses an unknown command or option, and a count that is not a number', () => {
    expect(() => parseArgs([])).toThrow(/Usage/);
    expect(() => parseArgs(['start'])).toThrow(/Usage/);
    expect(() => parseArgs(['up', '--verbose'])).toThrow(/Unknown option --verbose/);
    expect(() => parseArgs(['up', '--processes', 'many'])).toThrow(/--processes needs a whole number/);
  });
});
