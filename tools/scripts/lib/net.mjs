// Is something listening on a port, and waiting until it is.
import net from 'node:net';

/**
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Polls until `port` listens (IPv4 or IPv6 loopback, or `host` when the servers listen on one other address), the
 * time is up, or `stillWorth()` says to stop.
 * @param {number} port
 * @param {number} timeoutMs
 * @param {() => boolean} stillWorth
 * @param {string} [host]
 */
export async function waitForPort(port, timeoutMs, stillWorth, host) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!stillWorth()) return false;
    if ((await isListening(port)) || (await isListening(port, '::1'))) return true;
    if (host && (await isListening(port, host))) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}
