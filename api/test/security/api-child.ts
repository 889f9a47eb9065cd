// The API as a child process of a test (spawn-api.ts): the real application from the environment, on the port of
// PORT, with the small test catalogue the harness seeds. Prints its address once it listens.
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await createApp({
    config,
    seed: { products: Number(process.env.SEED_PRODUCTS ?? 8), imageWidth: 48, demoActivity: false },
    // API_CHILD_REQUEST_LOG=1: production's request lines too (a test reads them from standard output).
    logger: process.env.API_CHILD_REQUEST_LOG === '1' ? ['log', 'warn', 'error'] : ['error', 'warn'],
  });
  // As main.ts: SIGTERM closes the application before the process ends.
  app.enableShutdownHooks();
  await app.listen(config.port, '127.0.0.1');
  console.log(`api-child: listening on ${config.port}`);
}

main().catch((error: unknown) => {
  console.error('api-child: could not start:', error);
  process.exit(1);
});
