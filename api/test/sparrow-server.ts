import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request Sparrow's server took: its form fields. */
export interface SparrowRequest {
  token: string;
  from: string;
  to: string;
  text: string;
}

/** How the server answers one request: Sparrow's status and body. */
export interface SparrowAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const SPARROW_SENT: SparrowAnswer = {
  status: 200,
  body: { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' },
};
export const sparrowRefusal = (code: number, response: string): SparrowAnswer => ({
  status: 403,
  body: { response_code: code, response },
});

/**
 * A real HTTP server speaking Sparrow SMS's send API (POST /v2/sms/, form fields token, from, to, text), in the test
 * process: it records every request and answers the next of `script` (then 200 with response_code 200).
 */
export async function startSparrow(): Promise<{
  url: string;
  requests: SparrowRequest[];
  /** Answers for the next requests, in order. */
  script: SparrowAnswer[];
  /** The texts taken (answered 200), by number. */
  delivered(to?: string): SparrowRequest[];
  close(): Promise<void>;
}> {
  const requests: SparrowRequest[] = [];
  const accepted: SparrowRequest[] = [];
  const script: SparrowAnswer[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const request = {
        token: form.get('token') ?? '',
        from: form.get('from') ?? '',
        to: form.get('to') ?? '',
        text: form.get('text') ?? '',
      };
      const ok =
        req.method === 'POST' &&
        req.url === '/v2/sms/' &&
        String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded');
      requests.push(request);
      const answer = ok
        ? (script.shift() ?? SPARROW_SENT)
        : { status: 400, body: { response_code: 1000, response: 'bad request' } };
      if (answer.status === 200 && answer.body.response_code === 200) accepted.push(request);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2/sms/`,
    requests,
    script,
    delivered: (to) => accepted.filter((request) => !to || request.to === to),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
