// The process runner of `npm start`: starts the servers as children with tagged output, and stops
// every one of them (and their descendants) on Ctrl-C, SIGTERM, SIGHUP, when an essential one
// exits, or when this script itself dies.
import { spawn, spawnSync } from 'node:child_process';
import { lastLines } from './health.mjs';
import { paint, prefixLines, say, useColor, warn } from './log.mjs';

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
/** Every pid we started (children and their descendants), collected when stopping began. */
const started = new Set();
let stopping = false;
/** What each child wrote last, kept after it exits: why it stopped. */
const tails = new Map();

/** Where the children's output goes: the terminal (undefined), or a log file's stream (sendOutputTo). */
let logStream;

/**
 * Sends the output of the children started from now on to `stream` (a log file), untagged by colour, instead of the
 * terminal: `npm start` prints its summary, not every route the API maps. A child that stops is told on the terminal
 * with its last lines all the same.
 * @param {NodeJS.WritableStream | undefined} stream
 */
export function sendOutputTo(stream) {
  logStream = stream;
}

export const isStopping = () => stopping;
export const isRunning = (name) => children.has(name);
export const runningNames = () => [...children.keys()];
/** The last lines `name` wrote (stdout and stderr), also once it has exited. */
export const lastLinesOf = (name) => tails.get(name)?.lines() ?? [];

/**
 * Starts a child in this script's own process group: whoever stops the whole group (a terminal's
 * Ctrl-C, Playwright's webServer) stops the children too. To stop a child ourselves we signal its
 * whole process tree (the API's dev mode is npm → sh → tsc --watch + node).
 * @param {string} name
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {{ cwd: string, color?: string, env?: Record<string, string>, essential?: boolean }} options
 */
export function start(name, command, commandArgs, { cwd, color = '37', env = {}, essential = false }) {
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, FORCE_COLOR: useColor && !logStream ? '1' : '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  prefixLines(name, color, child.stdout, logStream ?? process.stdout, Boolean(logStream));
  prefixLines(name, color, child.stderr, logStream ?? process.stderr, Boolean(logStream));
  const tail = lastLines();
  tail.watch(child.stdout);
  tail.watch(child.stderr);
  tails.set(name, tail);
  child.on('error', (error) => warn(`${name} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    const why = logStream ? tail.lines() : [];
    warn(`${name} stopped (${signal ?? `exit code ${code}`})${why.length ? `:\n  ${why.join('\n  ')}` : ''}`);
    if (essential) {
      warn(`the ${name} is essential; stopping everything`);
      shutdown(1);
    }
  });
  return child;
}

/** The pid and every descendant pid of it (from `ps`). */
function processTree(rootPid) {
  const out = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const byParent = new Map();
  for (const line of (out.stdout || '').split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!pid) continue;
    if (!byParent.has(ppid)) byParent.set(ppid, []);
    byParent.get(ppid).push(pid);
  }
  const pids = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(byParent.get(pid) || []));
  }
  return pids;
}

function collectStarted() {
  for (const child of children.values()) for (const pid of processTree(child.pid)) started.add(pid);
}

function signalAll(pids, signal) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Stops every child (SIGTERM, then SIGKILL after 8 s) and exits with `code`. */
export function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say();
  say(paint('90', 'Stopping…'));
  collectStarted();
  signalAll(started, 'SIGTERM');
  const deadline = setTimeout(() => {
    signalAll(started, 'SIGKILL');
    process.exit(code);
  }, 8000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      // Grandchildren that outlived their parent.
      signalAll(started, 'SIGKILL');
      process.exit(code);
    }
  }, 100);
}

/** Ctrl-C, SIGTERM and SIGHUP stop everything; so does this script's own exit. */
export function stopChildrenOnExit() {
  process.on('SIGINT', () => (stopping ? process.exit(130) : shutdown(0)));
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGHUP', () => shutdown(0));
  // Last resort (an exception in this script): do not leave servers behind.
  process.on('exit', () => {
    collectStarted();
    signalAll(started, 'SIGKILL');
  });
}
