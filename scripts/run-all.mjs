/**
 * Runs the npm scripts named on the command line side by side, at most one per CPU, and
 * prints each one's output whole, in the order named, so the log reads as if they ran one
 * after another. Exits with the status of the first named script that failed, after all
 * have ended. `npm test` runs its checks this way: each (tsc, the linters, the generated
 * types) is one single-threaded tool, so on two cores two of them take the time of one.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const names = process.argv.slice(2);
const lanes = Math.max(1, Math.min(names.length, availableParallelism()));

/** One script's run: its output, each chunk with the stream it was written to, and its status. */
function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push([process.stdout, chunk]));
    child.stderr.on('data', (chunk) => output.push([process.stderr, chunk]));
    child.on('error', (err) => output.push([process.stderr, `${err.message}\n`]));
    child.on('close', (code, signal) => resolve({ output, status: code ?? (signal ? 1 : 0) }));
  });
}

const results = new Array(names.length);
let next = 0;
async function lane() {
  while (next < names.length) {
    const index = next++;
    results[index] = run(names[index]);
    await results[index];
  }
}
await Promise.all(Array.from({ length: lanes }, lane));

let status = 0;
for (const result of results) {
  const { output, status: code } = await result;
  for (const [stream, chunk] of output) stream.write(chunk);
  if (status === 0) status = code;
}
process.exit(status);
