import { afterEach } from 'vitest';
import { openPagesReport } from './page-watch';

// What the pages a failed test left open were doing (page-watch.ts): a failing step never reaches the test's own
// `context.close()`.
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const report = openPagesReport();
  if (report) console.error(`The open pages when "${task.name}" failed:\n${report}`);
});
