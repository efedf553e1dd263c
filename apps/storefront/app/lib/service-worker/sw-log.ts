/** docs/behaviour.md#service-worker: the worker's states are only logged, under one prefix. */
export function swLog(state: string, detail?: unknown): void {
  if (detail === undefined) console.info(`[sw] ${state}`);
  else console.info(`[sw] ${state}`, detail);
}
