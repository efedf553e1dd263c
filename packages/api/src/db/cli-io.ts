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
