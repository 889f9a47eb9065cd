// Where a machine's cores went over a stretch of time, by part: the CPU time (user and system) of named processes
// and of every process of a named program (PostgreSQL's backends, Redis), read from Linux's /proc, against the
// cores' whole time in that stretch. A closed-loop bench's figures follow from the cores: when they are full, the
// answer times are the shoppers over the requests a second, and this says whose work filled them.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks a second: USER_HZ, 100 on every Linux this runs on. */
const TICKS = 100;

/** utime + stime of a process, in seconds, or 0 once it is gone. */
function cpuOfPid(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The CPU seconds of every running process whose command is `command` (as /proc/<pid>/comm has it). */
function cpuOfCommand(command) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) total += cpuOfPid(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The machine's busy and whole CPU seconds so far, from the first line of /proc/stat (every core). */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const whole = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  // idle and iowait
  const idle = ticks[3] + (ticks[4] ?? 0);
  return { whole: whole / TICKS, busy: (whole - idle) / TICKS };
}

/**
 * Starts a meter over `parts`: `{ name: pid }` for one process, `{ name: { command } }` for every process of a
 * program, `{ name: 'self' }` for this process. `stop()` returns each part's share of the machine's cores in that
 * stretch (0 to 1 of all of them), 'other' for the rest of the busy time (the kernel's own work among it) and 'idle'.
 */
export function cpuMeter(parts) {
  const read = () => {
    const seconds = {};
    for (const [name, part] of Object.entries(parts)) {
      if (part === 'self') {
        const { user, system } = process.cpuUsage();
        seconds[name] = (user + system) / 1e6;
      } else if (typeof part === 'object') seconds[name] = cpuOfCommand(part.command);
      else seconds[name] = cpuOfPid(part);
    }
    return { seconds, machine: machineSeconds() };
  };
  const start = read();
  return {
    stop() {
      const end = read();
      const whole = end.machine.whole - start.machine.whole;
      const shares = {};
      let named = 0;
      for (const name of Object.keys(parts)) {
        // A process of the program that ended in the stretch takes its time with it: never below 0.
        const used = Math.max(0, end.seconds[name] - start.seconds[name]);
        shares[name] = whole > 0 ? used / whole : 0;
        named += used;
      }
      const busy = end.machine.busy - start.machine.busy;
      shares.other = whole > 0 ? Math.max(0, busy - named) / whole : 0;
      shares.idle = whole > 0 ? (whole - busy) / whole : 0;
      return { cores: os.cpus().length, shares };
    },
  };
}

/** "shell 21% · API 1 38% · …": each share of the cores, largest first, as a line. */
export function formatShares({ shares }) {
  return Object.entries(shares)
    .sort(([, a], [, b]) => b - a)
    .map(([name, share]) => `${name} ${(share * 100).toFixed(0)}%`)
    .join(' · ');
}
