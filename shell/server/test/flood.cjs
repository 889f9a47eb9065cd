// The flood of issue 49, item 3, in a process of its own, so that the test's own client (the fifth one, which the
// test times) never waits on this work: connections through a trusted terminator on loopback (X-Forwarded-For), from
// four IPv6 /64s, 2,048 each, each declaring a 32 KB JSON body. Per /64: 1,024 send nothing of it (half of them
// logins), then 512 logins and 512 other bodies send their first byte only. Prints 'opened <count> <ms>' once all are
// open, and holds them until it is ended (a body that never comes is given up by the server after 10 s). Usage: node flood.cjs <port>
const net = require('node:net');

const port = Number(process.argv[2]);
const SLASH_64S = ['2001:db8:a1:1', '2001:db8:a2:1', '2001:db8:a3:1', '2001:db8:a4:1'];
const PER_SLASH_64 = 2_048;
const sockets = [];

/** A connection that declares a 32 KB JSON body on `target` for `forwardedFor`, and sends nothing of it or '{'. */
const held = (target, forwardedFor, firstByte) =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
          `X-Forwarded-For: ${forwardedFor}\r\nContent-Length: ${32 * 1024}\r\n\r\n${firstByte ? '{' : ''}`,
      );
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });

/** Connections opened per step, and the time between steps: 500 a second, all 8,192 held within 17 s. */
const STEP = 32;
const STEP_MS = 256;

(async () => {
  const began = performance.now();
  // The four /64s' connections come together, at a pace this machine's shop server accepts them even while other
  // work shares its two cores: a burst of thousands would time the kernel's accept queue, not the body budget.
  for (let i = 0; i < PER_SLASH_64; i += STEP) {
    const step = performance.now();
    sockets.push(
      ...(await Promise.all(
        SLASH_64S.flatMap((prefix) =>
          Array.from({ length: STEP }, (_, j) =>
            held(
              (i + j) % 2 ? '/api/v1/auth/login' : '/api/v1/contact',
              `${prefix}::${(i + j + 1).toString(16)}`,
              i + j >= PER_SLASH_64 / 2,
            ),
          ),
        ),
      )),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, STEP_MS - (performance.now() - step))));
  }
  process.stdout.write(`opened ${sockets.length} ${(performance.now() - began).toFixed(0)}\n`);
})();
process.on('SIGTERM', () => {
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
