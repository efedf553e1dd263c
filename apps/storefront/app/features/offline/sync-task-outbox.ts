export async function flushSyncTasks(): Promise<void> {}
