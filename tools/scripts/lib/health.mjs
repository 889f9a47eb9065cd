// Waiting until a server answers its health check, not only listens: the API listens a moment before it can answer,
// and a server that exits while starting has said why in its last lines.

/**
 * Polls `url` until it answers 2xx ('ok'), `stillRunning()` says the server is gone ('exited'), or `timeoutMs` has
 * passed ('timeout').
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} stillRunning
 * @returns {Promise<'ok' | 'exited' | 'timeout'>}
 */
export async function waitForHealth(url, timeoutMs, stillRunning) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!stillRunning()) return 'exited';
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.ok) return 'ok';
    } catch {
      // Not listening yet, or no answer in time: asked again below.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return stillRunning() ? 'timeout' : 'exited';
}

/** The lines a stream wrote last (at most `count`), kept as it writes: a server's reason when it exits. */
export function lastLines(count = 20) {
  /** @type {string[]} */
  const lines = [];
  let partial = '';
  return {
    /** @param {import('node:stream').Readable} stream */
    watch(stream) {
      stream.on('data', (chunk) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts.filter((line) => line.trim()));
        lines.splice(0, Math.max(0, lines.length - count));
      });
    },
    /** @returns {string[]} */
    lines: () => [...lines, ...(partial.trim() ? [partial] : [])].slice(-count),
  };
}
