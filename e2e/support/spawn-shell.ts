import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { e2eEnv } from './env';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * A second shell deployment on its own port whose remotes are placed where the caller says: the same
 * built shell, only its /mf-remotes.json differs, exactly as a real deployment's environment would.
 */
export async function startShell(
  port: number,
  remoteUrls: Partial<Record<'STOREFRONT_URL' | 'CUSTOMER_AREA_URL' | 'ADMIN_URL', string>>,
) {
  const child = spawn(
    process.execPath,
    ['shell/dist-server/main.js', '--app', 'shell', '--port', String(port)],
    {
      cwd: repoRoot,
      env: { ...process.env, ...e2eEnv, ...remoteUrls },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForListening(child, port);
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForListening(child: ChildProcess, port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shell server on ${port} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${port}/mf-remotes.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the shell server on ${port} did not start`);
}
