import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { runAdminCli, type PasswordReader } from '../admin/admin-cli.js';
import { loadApiConfig } from '../config.js';
import { PROCESS_IO } from '../db/cli-io.js';
import { openSqlDatabase } from '../db/open-sql-database.js';

/**
 * The password from standard input: its first line when it is a pipe (scripts, tests), or typed at a prompt that
 * does not echo when it is a terminal. Never from argv, which the shell's history and `ps` keep.
 */
const readPassword: PasswordReader = async (prompt) => {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      muted = true;
      rl.question('', (answer) => {
        muted = false;
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  try {
    const first = await ask(prompt);
    const again = await ask('Again: ');
    if (first !== again) throw new Error('The two passwords differ');
    return first;
  } finally {
    rl.close();
  }
};

/** `npm run admin -- add|list|passwd|remove`: the back-office's users (docs/back-office.md#first-start). */
async function main(argv: string[]): Promise<number> {
  const config = loadApiConfig();
  const db = await openSqlDatabase(config);
  try {
    return await runAdminCli(argv, { db, config, io: PROCESS_IO, readPassword });
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
