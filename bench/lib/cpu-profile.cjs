// Preloaded (`node --require`) into a process whose CPU a bench wants to see: V8's sampling profiler from the first
// line, written as a .cpuprofile to CPU_PROFILE_FILE when the process is told to stop (SIGTERM or SIGINT), before the
// process's own handlers run. `node --cpu-prof` writes only on a normal exit, and `node --prof`'s tick log leaves
// most ticks unaccounted with this machine's node binary.
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');

const file = process.env.CPU_PROFILE_FILE;
if (file) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
    });
  };
  process.prependListener('SIGTERM', write);
  process.prependListener('SIGINT', write);
}
