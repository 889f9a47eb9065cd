// `npm run test:tools`: how `npm start` (start.mjs) knows the API is up (lib/health.mjs, lib/processes.mjs), against
// real servers in child processes: it says the shop runs only once the API answers its health check, and an API
// that exits while starting is reported with its own words.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { waitForHealth } from './lib/health.mjs';
import { isRunning, lastLinesOf, start } from './lib/processes.mjs';

/** A child process running `source`; its first line of output is returned once written. */
async function child(source) {
  const process_ = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [first] = await once(process_.stdout, 'data');
  return { process: process_, first: String(first).trim() };
}

describe('tools/scripts/lib/health.mjs', () => {
  it('waits past a listening API that does not answer its health check yet, until it answers 200', async () => {
    // An API that listens at once and answers 503 to its first three health checks (its database still opening).
    const api = await child(`
      let asked = 0;
      const server = require('node:http').createServer((req, res) => {
        if (req.url !== '/api/v1/health') return res.writeHead(404).end();
        asked += 1;
        res.writeHead(asked > 3 ? 200 : 503, { 'X-Asked': String(asked) }).end('{}');
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    `);
    try {
      const url = `http://127.0.0.1:${api.first}/api/v1/health`;
      assert.equal(await waitForHealth(url, 20_000, () => api.process.exitCode === null), 'ok');
      const answer = await fetch(url);
      assert.equal(answer.headers.get('x-asked'), '5', 'ok only at the fourth check, the first 200');
    } finally {
      api.process.kill();
    }
  });

  it('reports an API that exits while starting as exited, with the last lines it wrote', async () => {
    start(
      'api-under-test',
      process.execPath,
      [
        '-e',
        "console.log('Starting the API'); console.error('Invalid settings: JWT_SECRET must be at least 32 bytes'); process.exit(1);",
      ],
      { cwd: process.cwd() },
    );
    const result = await waitForHealth('http://127.0.0.1:9/api/v1/health', 20_000, () =>
      isRunning('api-under-test'),
    );
    assert.equal(result, 'exited');
    // Its two streams, each in its order (which of them came first is the system's business).
    const lines = lastLinesOf('api-under-test');
    assert.equal(lines.length, 2);
    for (const line of ['Starting the API', 'Invalid settings: JWT_SECRET must be at least 32 bytes'])
      assert.ok(lines.includes(line), `${line} in ${JSON.stringify(lines)}`);
  });
});
