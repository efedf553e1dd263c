import { logger } from '../log/logger.js';

/**
 * Where a placement can be made to stop, so a crash test kills the process at a point it chose instead of hoping a
 * kill lands mid-request: right after the order id is claimed, or inside the order's one write transaction after its
 * lines are written and before the order is marked placed.
 */
export type OrderFailpointName = 'after-claim' | 'inside-write';

/** Called by the placement at each point; resolves at once unless a test armed that point for this order. */
export type OrderFailpoint = (point: OrderFailpointName, orderId: string) => Promise<void>;

const NAMES: readonly string[] = ['after-claim', 'inside-write'] satisfies OrderFailpointName[];

const noFailpoint: OrderFailpoint = async () => {};

/**
 * The failpoints `ORDER_FAILPOINT` arms, as `<point>:<order_id>` pairs separated by commas
 * (`after-claim:7f3c…,inside-write:9a01…`). A placement of a named order that reaches its point prints
 * `order failpoint <point> reached: <order_id>` on stdout and then waits forever, holding whatever it holds there
 * (the claim, or the open transaction and its locks), for the test to kill the process.
 *
 * Three guards keep it out of a real shop (docs/failpoints.md): it is armed only when NODE_ENV is exactly `test`
 * (`npm start` and the cluster default to `production`, a bare `node` leaves it unset); it stops only the order ids
 * it names, which a shopper's browser makes up at random; and a malformed value is refused at start-up rather than
 * half-read. Set anywhere else, the variable is ignored with a warning.
 */
export function orderFailpointFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): OrderFailpoint {
  const value = env.ORDER_FAILPOINT?.trim();
  if (!value) return noFailpoint;
  if (env.NODE_ENV !== 'test') {
    logger.warn('ORDER_FAILPOINT is ignored: failpoints work only under NODE_ENV=test.');
    return noFailpoint;
  }
  const armed = new Set<string>();
  for (const pair of value.split(',')) {
    const [point, orderId] = pair.trim().split(/:(.*)/s);
    if (!point || !NAMES.includes(point) || !orderId)
      throw new Error(`ORDER_FAILPOINT: "${pair}" is not <point>:<order_id> with a point of ${NAMES.join(', ')}`);
    armed.add(`${point}:${orderId}`);
  }
  return (point, orderId) => {
    if (!armed.has(`${point}:${orderId}`)) return Promise.resolve();
    log(`order failpoint ${point} reached: ${orderId}`);
    return new Promise<void>(() => {});
  };
}
