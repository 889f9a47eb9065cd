import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Issues 40 and 49: a Khalti of the tests' own, a real HTTP server in the test process, whose refund call hangs, fails
// or succeeds on cue, and whose lookup answers with Khalti's documented fields only.

/** What the test Khalti does with the next refund calls. */
export type RefundCue =
  /** Refunds and answers as Khalti does. */
  | 'succeed'
  /** Refunds, but its answer never comes (the shop's call times out). */
  | 'refund-then-hang'
  /** Never answers, refunds nothing. */
  | 'hang'
  /** 502 without refunding. */
  | 'fail'
  /** 400 with Khalti's reason. */
  | 'refuse';

/**
 * A Khalti of the test's own on a real port: initiate, lookup (with Khalti's documented fields only: no refunded
 * amount) and the merchant refund call, which hangs, fails or succeeds on cue.
 */
export async function startTestKhalti() {
  const payments = new Map<
    string,
    { amount: number; status: string; transactionId: string; refunded: number }
  >();
  const hanging: ServerResponse[] = [];
  const state = {
    /** What every refund call does, after those of `next`. */
    cue: 'succeed' as RefundCue,
    /** What the next refund calls do, one each, in order. */
    next: [] as RefundCue[],
    refundCalls: [] as { transactionId: string; body: unknown }[],
  };
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = req.url ?? '';
    if (req.headers.authorization !== 'Key test-khalti-secret')
      return send(res, 401, { detail: 'Invalid token.' });
    if (url === '/api/v2/epayment/initiate/') {
      const pidx = `pidx${payments.size + 1}`;
      payments.set(pidx, {
        amount: body.amount as number,
        status: 'Initiated',
        transactionId: `txn${payments.size + 1}`,
        refunded: 0,
      });
      return send(res, 200, {
        pidx,
        payment_url: `https://test-khalti.invalid/pay/${pidx}`,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
    }
    if (url === '/api/v2/epayment/lookup/') {
      const payment = payments.get(body.pidx as string);
      if (!payment) return send(res, 404, { detail: 'Not found.' });
      return send(res, 200, {
        pidx: body.pidx,
        total_amount: payment.amount,
        status: payment.status,
        transaction_id: payment.transactionId,
        fee: 0,
        refunded: payment.refunded > 0,
      });
    }
    const refund = /^\/api\/merchant-transaction\/([^/]+)\/refund\/$/.exec(url);
    if (refund) {
      state.refundCalls.push({ transactionId: refund[1], body });
      const payment = [...payments.values()].find((p) => p.transactionId === refund[1]);
      if (!payment) return send(res, 404, { detail: 'Transaction not found.' });
      const doRefund = () => {
        payment.refunded += typeof body.amount === 'number' ? body.amount : payment.amount - payment.refunded;
        payment.status = payment.refunded >= payment.amount ? 'Refunded' : 'Partially Refunded';
      };
      switch (state.next.shift() ?? state.cue) {
        case 'succeed':
          doRefund();
          return send(res, 200, { detail: 'Transaction refund successful.' });
        case 'refund-then-hang':
          doRefund();
          hanging.push(res);
          return;
        case 'hang':
          hanging.push(res);
          return;
        case 'fail':
          return send(res, 502, { detail: 'Bad gateway' });
        case 'refuse':
          return send(res, 400, { detail: 'This transaction cannot be refunded.' });
      }
    }
    send(res, 404, { detail: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  return {
    state,
    url,
    /** The API's environment for this Khalti, its calls cut off after `timeoutMs`. */
    env: (timeoutMs: number) => ({
      KHALTI_SECRET_KEY: 'test-khalti-secret',
      KHALTI_BASE_URL: url,
      KHALTI_TIMEOUT_MS: String(timeoutMs),
    }),
    /** Paisa Khalti has refunded of the payment `pidx`: what it paid out. */
    refunded: (pidx: string) => payments.get(pidx)?.refunded ?? 0,
    complete(pidx: string) {
      const payment = payments.get(pidx);
      if (payment) payment.status = 'Completed';
    },
    async close() {
      for (const res of hanging) res.destroy();
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
