/**
 * The project's processes, as /proc shows them (Linux): those whose command line names
 * this checkout, and which of all processes hold a listening TCP socket. Elsewhere the
 * lists are empty and only the spawned-process registry is checked.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function pids() {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Processes whose command line mentions this checkout's directory. */
export function projectProcesses() {
  const found = [];
  for (const pid of pids()) {
    const what = read(`/proc/${pid}/cmdline`).split('\0').join(' ').trim();
    if (what.includes(ROOT)) found.push({ pid, what });
  }
  return found;
}

/** Pids holding a TCP socket in the LISTEN state. */
export function listeningPids() {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of read(table).split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  const result = new Set();
  for (const pid of pids()) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link = '';
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const m = /^socket:\[(\d+)\]$/.exec(link);
      if (m && inodes.has(m[1])) {
        result.add(pid);
        break;
      }
    }
  }
  return result;
}
