import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, pidFromFile } from '../../../scripts/topology/processes.mjs';
import { postgresTools, startCluster } from '../../../scripts/topology/postgres.mjs';
import { findRedisServer, redisPing, startRedis } from '../../../scripts/topology/services.mjs';
import {
  missingTopologyPackages,
  seededTopologyDir,
  query,
  repositoryRoot as root,
  runTopology,
  type TopologyState,
} from './support/topology';
import { guestOrder, pageLoad, placeWithRetries, send, type Answer } from './support/topology-load';

// docs/deployment.md#the-shape-of-a-larger-shop: faults on the loopback topology (scripts/topology.mjs), real processes, real HTTP via nginx.
const INDEX = 'vue_storefront_catalog';

const missing = missingTopologyPackages();
if (missing.length > 0) console.warn(`Topology fault tests skipped: Debian packages missing: ${missing.join(', ')}`);

/** The order whose placement stops inside its write transaction (docs/failpoints.md), for the kill to land there. */
const HELD_ORDER = `topology-faults-${randomUUID()}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (answers: Answer[]) => answers.filter((a) => a.status !== 200);
const brief = (answers: Answer[]) =>
  answers.map((a) => `${a.path} ${a.status} ${a.error ?? ''} ${a.body.slice(0, 120)}`).join('\n');

/** As React escapes text in the page. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * The processes nginx tried for each request with an X-Load-Id, in order, from the topology's access log
 * (`... "<request>" <status> <upstream>[, <upstream>...] <id>`; nginx separates tries with ", ").
 */
function upstreamsById(log: string): Map<string, string[]> {
  const tried = new Map<string, string[]>();
  for (const line of log.split('\n')) {
    const match = /" \d{3} (.+) (\S+)$/.exec(line);
    if (match && match[2] !== '-') tried.set(match[2]!, match[1]!.split(/, | : /));
  }
  return tried;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  for (const end = Date.now() + timeoutMs; !(await check()); await sleep(100)) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
  }
}

describe.skipIf(missing.length > 0)('faults on the loopback topology (docs/deployment.md#try-it-on-loopback)', () => {
  let parent: string;
  let dir: string;
  let state: TopologyState;
  let nginx: number;
  let primary: string;
  /** Anonymous pages the load walks: home, a product, a category (the ones that answer 200 before any fault). */
  const pages: string[] = [];
  /** A product with a page of its own. */
  let shown: { sku: string; name: string; url_path: string } | undefined;
  /** A product a guest can order. */
  let sku: string | undefined;
  /** Orders placed before the tests (to find that product). */
  let trialOrders = 0;

  beforeAll(async () => {
    const topology = seededTopologyDir('topology-faults-');
    ({ parent, dir } = topology);
    // A short claim lease: a placement cut off by the kill is taken over by its retry within seconds, not 30 s. Every
    // order comes from one address here: no rate limit.
    // Every process arms the failpoint of HELD_ORDER, which only the test sends (to the process it kills).
    const up = runTopology(['up', '--dir', dir, '--processes', '3', '--copy', topology.shopFile], {
      ORDER_CLAIM_SECONDS: '2',
      ORDER_RATE_LIMIT_MAX: '1000000',
      TOPOLOGY_NODE_ENV: 'test',
      ORDER_FAILPOINT: `inside-write:${HELD_ORDER}`,
    });
    if (up.status !== 0) throw new Error(`topology up failed:\n${up.output}`);
    state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as TopologyState;
    nginx = state.nginx.port;
    primary = state.postgres.primary.url;

    const docs = async (entity: string) =>
      (
        await query<{ source: string }>(
          primary,
          'SELECT source FROM catalog_documents WHERE index_name = $1 AND entity = $2 ORDER BY seq',
          [INDEX, entity],
        )
      ).map((row) => JSON.parse(row.source) as Record<string, unknown>);
    const products = (await docs('product')).filter((p) => p.type_id === 'simple' && typeof p.url_path === 'string');
    const categories = (await docs('category')).filter((c) => typeof c.url_path === 'string' && c.url_path !== '');
    for (const path of ['/', `/${categories[0]?.url_path}`])
      if ((await send(nginx, path)).status === 200) pages.push(path);
    // Products a guest sees on their own page (a variant's simple product redirects to its parent's).
    for (const candidate of products) {
      if (pages.length >= 4) break;
      if ((await send(nginx, `/${candidate.url_path}`)).status !== 200) continue;
      pages.push(`/${candidate.url_path}`);
      shown ??= candidate as unknown as NonNullable<typeof shown>;
    }
    // The first simple product a guest can order (a trial order each; they count towards the order rate limit).
    for (const candidate of products.slice(0, 5)) {
      const trial = await placeWithRetries(nginx, guestOrder(String(candidate.sku)), Date.now() + 10_000);
      if (trial.final.status === 200) {
        trialOrders++;
        sku = String(candidate.sku);
        break;
      }
    }
  }, 300_000);

  afterAll(() => {
    // Whatever a failed assertion left: down is idempotent, and skips what is not running.
    if (dir && existsSync(dir)) runTopology(['down', '--dir', dir]);
    if (parent) rmSync(parent, { recursive: true, force: true });
  });

  it('SIGKILL of one of three processes under load: one order per order_id, no GET lost beyond those in flight', async () => {
    expect(pages.length, 'pages answering 200 before any fault').toBeGreaterThanOrEqual(3);
    expect(sku, 'a product a guest can order').toBeDefined();
    const orderable = sku!;
    // Half the pages uncached (a query string never seen), so renders are in flight on every process when it dies.
    const load = pageLoad(nginx, [...pages, ...pages.map((path) => `${path}?load=`)], 4);
    // Four shoppers placing orders one after another, each with its own order_id, retried with the same one.
    const placements: Promise<Awaited<ReturnType<typeof placeWithRetries>>>[] = [];
    let ordering = true;
    let placed = 0;
    /** When the killed process was seen gone (below); the placements begun since are counted. */
    let goneAt = Infinity;
    let placementsAfterKill = 0;
    const shoppers = [0, 1, 2, 3].map(async () => {
      while (ordering) {
        if (Date.now() > goneAt) placementsAfterKill++;
        const placement = placeWithRetries(nginx, guestOrder(orderable), Date.now() + 30_000);
        placements.push(placement);
        await placement;
        placed++;
        await sleep(50);
      }
    });
    // The load is under way on every process before the watch starts: pages answered, placements answered.
    await until('pages and placements answered under load', () => load.answers.length >= 6 && placed >= 3);
    // The kill lands inside a placement on the victim, at its failpoint: the order's write transaction is open, its
    // lines written, while more placements and renders are open (a third of them on the victim, by nginx's round
    // robin). The held order is sent to the victim directly; the process says when it has stopped there.
    const victim = state.storefronts[1]!;
    const victimAddress = `127.0.0.1:${victim.port}`;
    const victimLog = join(dir, 'storefront', `${victim.port}.log`);
    const accessLog = join(dir, 'nginx', 'access.log');
    const held = send(victim.port, '/api/order', {
      method: 'POST',
      body: { ...guestOrder(orderable), order_id: HELD_ORDER },
    });
    await until('the held order to stop inside its write', () =>
      readFileSync(victimLog, 'utf8').includes(`order failpoint inside-write reached: ${HELD_ORDER}`),
    );
    const logAtKill = statSync(accessLog).size;
    const inFlightAtKill = load.inFlight();
    process.kill(victim.pid, 'SIGKILL');
    const caught = 'inside-write';
    await until('the killed process to be gone', () => !alive(victim.pid));
    // Until the process is gone its listening socket can still take a connection into its backlog (a loaded machine
    // takes a while to tear a process down), which then drops: what is sent "after the kill" counts from here.
    goneAt = Date.now();
    // Longer than the upstream's fail_timeout (5 s): nginx, which stopped sending to the dead process after its
    // failures, tries it again with a live request, and must pass that one on too. And enough requests since to prove
    // it, however slowly a busy machine answers them.
    await until(
      "nginx's fail_timeout over, and more than 20 GETs and 20 placements sent since the kill",
      () =>
        Date.now() - goneAt > 6500 &&
        load.answers.filter((a) => a.startedAt > goneAt).length > 20 &&
        placementsAfterKill > 20,
      60_000,
    );
    ordering = false;
    await Promise.all(shoppers);
    const answers = await load.stop();
    const settled = await Promise.all(placements);

    // Every order placed, each order_id exactly once in PostgreSQL, nothing left claimed.
    const notPlaced = settled.filter((p) => p.final.status !== 200);
    expect(notPlaced.map((p) => brief(p.attempts)).join('\n')).toBe('');
    // The held order was cut off with its process, and its write left nothing: still only a claim, no line stored.
    expect((await held).status).toBe(0);
    const [heldRow] = await query<{ state: string; lines: number }>(
      primary,
      `SELECT o.state, count(i.id)::int AS lines FROM orders o LEFT JOIN order_items i ON i.entity_id = o.entity_id
        WHERE o.order_id = $1 GROUP BY o.entity_id, o.state`,
      [HELD_ORDER],
    );
    expect(heldRow).toEqual({ state: 'running', lines: 0 });
    const ids = settled.map((p) => p.orderId);
    const rows = await query<{ order_id: string; state: string; lines: number }>(
      primary,
      `SELECT o.order_id, o.state, count(i.id)::int AS lines FROM orders o
         LEFT JOIN order_items i ON i.entity_id = o.entity_id
        WHERE o.order_id = ANY($1) GROUP BY o.entity_id, o.order_id, o.state`,
      [ids],
    );
    // One row per order_id (none doubled, none lost), each placed and whole (its one line).
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(ids.length);
    expect(rows.filter((row) => row.lines !== 1 || row.state !== 'placed')).toEqual([]);
    // And nothing else in the table: no order under another id, no claim left running (only the trial order besides).
    const byState = await query<{ state: string; n: number }>(
      primary,
      'SELECT state, count(*)::int AS n FROM orders WHERE order_id <> $1 GROUP BY state',
      [HELD_ORDER],
    );
    expect(byState).toEqual([{ state: 'placed', n: ids.length + trialOrders }]);
    const retried = settled.filter((p) => p.attempts.length > 1);

    // GETs: nginx passes an idempotent request the dead process refused on to the next; only those the victim had
    // started answering could be lost. Each failed GET was sent before the process was gone, and nginx's log shows the victim as
    // the last process it tried (it could not pass it on).
    const sinceKill = readFileSync(accessLog).subarray(logAtKill).toString();
    const tried = upstreamsById(sinceKill);
    const failures = failed(answers);
    const unexplained = failures.filter((a) => a.startedAt > goneAt || tried.get(a.id!)?.at(-1) !== victimAddress);
    expect(
      unexplained.map((a) => `${a.id} ${tried.get(a.id!)?.join(', ')}`),
      brief(failures),
    ).toEqual([]);
    const afterKill = answers.filter((a) => a.startedAt > goneAt);
    expect(afterKill.length).toBeGreaterThan(20);
    expect(failed(afterKill), brief(failed(afterKill))).toEqual([]);
    // A POST the victim held is not passed on (not idempotent for nginx): 502, then the shopper's retry. No other 5xx.
    const posts = settled.flatMap((p) => p.attempts);
    const serverErrors = posts.filter((a) => a.status === 0 || a.status >= 500);
    const notFromVictim = serverErrors.filter((a) => tried.get(a.id!)?.at(-1) !== victimAddress);
    expect(
      notFromVictim.map((a) => `${a.id} ${tried.get(a.id!)?.join(', ')}`),
      brief(serverErrors),
    ).toEqual([]);
    // One sent after the kill reaches the victim only through a connection nginx kept alive to it (the upstream's
    // `keepalive`) whose close nginx had not read yet: the request is written before the reset comes back, so nginx
    // treats it like a held POST (502, the shopper's retry places it, as checked above). A connect to the dead
    // process is refused instead, and nginx passes that one on, even a POST: no failure after the kill went anywhere
    // but the victim, tried alone, and nginx's error log names the reset rather than a refused connect.
    const postedAfterKill = posts.filter((a) => a.startedAt > goneAt);
    expect(postedAfterKill.length).toBeGreaterThan(20);
    const lateFailures = postedAfterKill.filter((a) => a.status === 0 || a.status >= 500);
    expect(lateFailures.filter((a) => tried.get(a.id!)?.join(', ') !== victimAddress).map((a) => a.id)).toEqual([]);
    if (lateFailures.length > 0) {
      const errors = readFileSync(join(dir, 'nginx', 'error.log'), 'utf8');
      expect(errors).toMatch(/(prematurely closed|reset by peer|Broken pipe)[^\n]*request: "POST \/api\/order/);
    }
    // The survivors keep answering, each one.
    const survivors = state.storefronts.filter((s) => s.pid !== victim.pid);
    for (const { port } of survivors) expect((await send(port, '/health')).status).toBe(200);
    for (const { port } of survivors) expect(sinceKill).toContain(` 200 127.0.0.1:${port}`);
    // Requests nginx tried on the dead process and passed on to a survivor ("<victim>, <survivor>").
    const passedOn = [...tried.values()].filter((list) => list.length > 1 && list[0] === victimAddress).length;
    expect(passedOn, 'requests nginx tried on the dead process and passed on').toBeGreaterThan(0);
    console.log(
      `[faults] kill (in "${caught}"): ${answers.length} GETs, ${failures.length} failed, ${inFlightAtKill} in flight at the kill, ` +
        `${passedOn} passed on by nginx; ` +
        `${settled.length} orders placed, ${rows.length} in PostgreSQL, ${retried.length} retried (${posts.length} POSTs, ` +
        `${serverErrors.length} cut off on the victim; ` +
        `retried answers: ${retried.map((p) => p.attempts.map((a) => a.status).join('→')).join(', ')})`,
    );
  }, 90_000);

  it('Redis restarted under load: pages keep answering 200 (Miss while it is down), Hit again after; orders placed', async () => {
    // Warm: each page kept in Redis.
    for (const path of pages) await send(nginx, path);
    await until('a cached page', async () => (await send(nginx, pages[0]!)).cache === 'Hit');
    const load = pageLoad(nginx, pages, 3);
    // A shopper placing orders meanwhile: the order rate limit counts in Redis, and in the process while it is away.
    const placed: { orderId: string; answer: Answer }[] = [];
    let ordering = true;
    const shopper = (async () => {
      while (ordering) {
        const body = guestOrder(sku!);
        placed.push({ orderId: body.order_id, answer: await send(nginx, '/api/order', { method: 'POST', body }) });
        await sleep(100);
      }
    })();
    // Before the stop: pages answered from Redis under this load, and an order placed.
    await until(
      'cached answers and an order under load',
      () => load.answers.filter((a) => a.cache === 'Hit').length >= 3 && placed.length > 0,
    );
    const redisPid = pidFromFile(state.redis.pidFile);
    if (redisPid === undefined) throw new Error(`no pid in ${state.redis.pidFile}`);
    process.kill(redisPid, 'SIGTERM');
    await until('Redis to stop', async () => !alive(redisPid) && !(await redisPing(state.redis.port)));
    const downAt = Date.now();
    // Down long enough to prove something: pages and an order answered, each begun and ended while it was away.
    await until(
      'answers while Redis is down',
      () =>
        load.answers.filter((a) => a.startedAt > downAt).length > 5 && placed.some((p) => p.answer.startedAt > downAt),
    );
    // Every answer counted above ended by now: `<=` below, as two events can share a millisecond.
    const restartAt = Date.now();
    await startRedis(findRedisServer(), dir, state.redis.port);
    // The processes reconnect (at most every 2 s) and keep pages again.
    await until('a Hit after the restart', () =>
      load.answers.some((a) => a.startedAt > restartAt && a.cache === 'Hit'),
    );
    ordering = false;
    await shopper;
    const answers = await load.stop();

    expect(failed(answers), brief(failed(answers))).toEqual([]);
    // Every order placed at the first attempt, and once.
    const orderAnswers = placed.map((p) => p.answer);
    expect(failed(orderAnswers), brief(failed(orderAnswers))).toEqual([]);
    expect(orderAnswers.filter((a) => a.startedAt > downAt && a.endedAt <= restartAt).length).toBeGreaterThan(0);
    const [stored] = await query<{ n: number }>(
      primary,
      "SELECT count(*)::int AS n FROM orders WHERE order_id = ANY($1) AND state = 'placed'",
      [placed.map((p) => p.orderId)],
    );
    expect(stored!.n).toBe(placed.length);
    const whileDown = answers.filter((a) => a.startedAt > downAt && a.endedAt <= restartAt);
    expect(whileDown.length).toBeGreaterThan(5);
    expect(whileDown.filter((a) => a.cache !== 'Miss').map((a) => a.cache)).toEqual([]);
    expect(answers.filter((a) => a.endedAt < downAt).some((a) => a.cache === 'Hit')).toBe(true);
    console.log(
      `[faults] redis: ${answers.length} GETs, ${whileDown.length} while down, all 200; ` +
        `${placed.length} orders placed, ${stored!.n} in PostgreSQL`,
    );
  }, 60_000);

  it('replica stopped under load: catalogue pages and search keep answering from the primary; read again once it streams', async () => {
    expect(shown, 'a product with a page of its own').toBeDefined();
    const product = shown!;
    const tools = await postgresTools(root);
    const replica = state.postgres.replica;
    const replicaPid = pidFromFile(join(replica.data, 'postmaster.pid'));
    if (replicaPid === undefined) throw new Error(`the replica in ${replica.data} has no postmaster.pid`);
    const readers = async () =>
      (
        await query<{ n: number }>(
          replica.url,
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'storefront' AND pid <> pg_backend_pid()",
        )
      )[0]!.n;
    // Uncached reads (a query string the cache has not seen), so each one reads the catalogue through the port: the
    // product's page, and a search whose hits' sources come from the database.
    const pagePath = `/${product.url_path}?replica=`;
    const searchPath = `/api/catalog/${INDEX}/product/_search?size=50&request=${encodeURIComponent(
      JSON.stringify({ query: { bool: { must: { multi_match: { query: product.name, fields: ['name'] } } } } }),
    )}&replica=`;
    // The processes do read the catalogue from the replica before it stops (else the fallback would prove nothing):
    // uncached reads until one of them is seen there. A connection is counted while its pool keeps it (10 s idle).
    let before = 0;
    await until('catalogue reads on the replica before it stops', async () => {
      before += 1;
      const page = await send(nginx, `${pagePath}before-${before}`);
      const search = await send(nginx, `${searchPath}before-${before}`);
      const errors = [page.error, search.error].filter(Boolean).join('; ');
      expect([page.status, search.status], `uncached reads before the stop (${before}) ${errors}`).toEqual([200, 200]);
      return (await readers()) > 0;
    });

    const load = pageLoad(nginx, [pagePath, searchPath], 3);
    await until('uncached reads answered under load', () => load.answers.length >= 3);
    // A fast shutdown (what pg_ctl -m fast sends), while catalogue reads are open on the replica: they are cut off.
    const stoppedAt = Date.now();
    process.kill(replicaPid, 'SIGINT');
    await until('the replica to stop', () => !alive(replicaPid));
    // Stopped long enough to prove something: reads begun and answered while it was away.
    await until(
      'reads answered while the replica is down',
      () => load.answers.filter((a) => a.startedAt > stoppedAt).length > 5,
    );
    const restartAt = Date.now();
    await startCluster(tools, replica.data, join(dir, 'postgres', 'replica.log'));
    await until(
      'the replica to stream again',
      async () =>
        (await query<{ state: string }>(primary, 'SELECT state FROM pg_stat_replication')).some(
          (row) => row.state === 'streaming',
        ),
      30_000,
    );
    // The processes go back to it on their own: the next catalogue reads open connections on the replica again.
    await until('catalogue reads on the replica again', async () => (await readers()) > 0);
    const answers = await load.stop();

    expect(failed(answers), brief(failed(answers))).toEqual([]);
    const whileDown = answers.filter((a) => a.startedAt > stoppedAt && a.endedAt < restartAt);
    expect(whileDown.length).toBeGreaterThan(5);
    // Whole answers: the product's name on its page, the product among the search's hits.
    const productPages = answers.filter((a) => a.path.startsWith(pagePath));
    expect(productPages.filter((a) => a.cache === 'Hit').map((a) => a.path)).toEqual([]);
    expect(productPages.filter((a) => !a.body.includes(escapeHtml(product.name))).map((a) => a.path)).toEqual([]);
    const searches = answers.filter((a) => a.path.startsWith(searchPath));
    const skus = (body: string) =>
      (JSON.parse(body) as { hits: { hits: { _source: { sku: string } }[] } }).hits.hits.map((hit) => hit._source.sku);
    expect(searches.filter((a) => !skus(a.body).includes(product.sku)).map((a) => a.path)).toEqual([]);
    expect(whileDown.filter((a) => a.path.startsWith(searchPath)).length).toBeGreaterThan(0);
    console.log(
      `[faults] replica: ${answers.length} GETs (${productPages.length} pages, ${searches.length} searches), ` +
        `${whileDown.length} while it was down, ${failed(answers).length} failed`,
    );
  }, 60_000);
});
