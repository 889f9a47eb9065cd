import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startTestApp } from './harness';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';

it('200 checkouts profiled', async () => {
  const t = await startTestApp({ products: 2 });
  try {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 200_000, stock: 5000 }]);
    for (let i = 0; i < 20; i++) await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const started = Date.now();
    for (let i = 0; i < 200; i++) await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
    const ms = Date.now() - started;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${process.env.PROF_OUT}.cpuprofile`, JSON.stringify(profile));
    writeFileSync(`${process.env.PROF_OUT}.ms`, String(ms));
    session.disconnect();
  } finally {
    await t.close();
  }
}, 600_000);
