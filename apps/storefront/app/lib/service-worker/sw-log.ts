/** Decision 7 of issue 11: the worker's states are only logged, under one prefix. */
export function swLog(state: string, detail?: unknown): void {
  if (detail === undefined) console.info(`[sw] ${state}`);
  else console.info(`[sw] ${state}`, detail);
}
