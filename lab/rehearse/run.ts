/** Runs a command in the scratch site with the rehearsal's Node first on PATH, showing and keeping its output. */
import {spawn} from 'node:child_process';
import {SITE} from './scratch';

export interface Ran {
  ok: boolean;
  output: string;
}

export function runWith(nodeBin: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  console.log(`\n=== ${[cmd, ...args].join(' ')}`);
  const child = spawn(cmd, args, {
    cwd: SITE,
    env: {...process.env, ...env, PATH: `${nodeBin}:${process.env.PATH ?? ''}`},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    output += chunk.toString();
    to.write(chunk);
  };
  child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
  child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ok: false, output: `${output}\n${String(error)}`}));
    child.on('close', (code) => resolve({ok: code === 0, output}));
  });
}
