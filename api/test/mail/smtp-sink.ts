import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

// A real SMTP server in the test process (smtp-server), for the e-mail tests: it keeps every message it accepted,
// parsed by mailparser, with the envelope's recipients. It can go down (connections refused) and come back on the
// same port, refuse recipients with a reply of its choosing, or hold messages mid-DATA (never replying to them).

export interface ReceivedMail {
  /** RCPT TO, as the SMTP session received them: the real recipients, whatever the headers say. */
  rcptTo: string[];
  mailFrom: string;
  parsed: ParsedMail;
  subject: string;
  /** The header To's addresses. */
  to: string[];
  html: string;
  text: string;
  /** The raw header lines' names, lower case (a header injected through a value would show up here). */
  headerNames: string[];
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Messages whose DATA is being held (stall()), not accepted. */
  held: number;
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Every recipient is refused with this reply (e.g. 550) until it is called with undefined. */
  refuseRecipients(reply: { code: number; message: string } | undefined): void;
  /** Holds each next message's DATA without replying until release(); held messages are never accepted. */
  stall(): void;
  release(): void;
  /** Resolves once `count` accepted messages match `match` (a mismatch after `timeoutMs` throws with what came). */
  waitFor(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  /** Resolves once a message is held (stall()). */
  waitForHeld(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | undefined;
  let stalled = false;
  let held = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const accept = async (stream: SMTPServerDataStream, session: SMTPServerSession) => {
    const parsed = await simpleParser(stream);
    const addresses = (value: ParsedMail['to']) =>
      (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
        group.value.map((entry) => entry.address ?? ''),
      );
    received.push({
      rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      parsed,
      subject: parsed.subject ?? '',
      to: addresses(parsed.to),
      html: parsed.html || '',
      text: parsed.text ?? '',
      headerNames: parsed.headerLines.map((line) => line.key),
    });
    changed();
  };

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onRcptTo(_address, _session, callback) {
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      },
      onData(stream, session, callback) {
        if (stalled) {
          held++;
          changed();
          stream.resume(); // read and drop; the reply never comes
          return;
        }
        accept(stream, session).then(() => callback(), callback);
      },
    });

  let server = makeServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const closeServer = (s: SMTPServer) => new Promise<void>((resolve) => s.close(() => resolve()));

  const waitUntil = (done: () => boolean, timeoutMs: number, describe: () => string) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const listener = () => {
        if (!done()) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(describe()));
      }, timeoutMs);
      listeners.add(listener);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get held() {
      return held;
    },
    async down() {
      await closeServer(server);
    },
    async up() {
      server = makeServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    refuseRecipients(reply) {
      refusal = reply;
    },
    stall() {
      stalled = true;
    },
    release() {
      stalled = false;
    },
    async waitFor(match, count = 1, timeoutMs = 20_000) {
      const matching = () => received.filter(match);
      await waitUntil(
        () => matching().length >= count,
        timeoutMs,
        () =>
          `expected ${count} matching message(s) within ${timeoutMs} ms; received: ${JSON.stringify(
            received.map((mail) => ({ to: mail.rcptTo, subject: mail.subject })),
          )}`,
      );
      return matching();
    },
    async waitForHeld(timeoutMs = 20_000) {
      await waitUntil(
        () => held > 0,
        timeoutMs,
        () => 'no message was held',
      );
    },
    close: () => closeServer(server),
  };
}

/** Resolves once `check` returns true, asking every 50 ms; throws `message` after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  message: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
