/** What a command-line entry point reads and writes, handed in so that its tests run it without the process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export const PROCESS_IO: CliIo = {
  stdout: (text) => console.log(text),
  stderr: (text) => console.error(text),
  env: process.env,
  cwd: process.cwd(),
};

/** What a command's argument parser answers instead of a run: a request for help, or a usage mistake. */
export type CliArgsRefusal = { kind: 'help' } | { kind: 'usage'; message: string };

/**
 * Answers a request for help (the usage on stdout, exit code 0) or a usage mistake (the mistake, then the usage, on
 * stderr, exit code 2) alike for every command.
 */
export function answerHelpOrUsage(io: CliIo, command: string, usage: string, refusal: CliArgsRefusal): number {
  if (refusal.kind === 'help') {
    io.stdout(usage);
    return 0;
  }
  io.stderr(`${command}: ${refusal.message}\n`);
  io.stderr(usage);
  return 2;
}
