import { renderToStaticMarkup } from 'react-dom/server';
import type { SmsOutboxMessage } from './sms-outbox.service';

/** Where the development SMS outbox is served, beside the mailbox (this machine only: /sandbox is). */
export const SMS_OUTBOX_PATH = 'sandbox/sms';

/** Its own inline styles and nothing else; no page may frame it. */
export const SMS_OUTBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #faf7f2; color: #2a2624; }
  main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
  .badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; background: #6b1f2a; color: #fff; font-size: .8rem; }
  h1 { font-size: 1.4rem; margin: .75rem 0; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #dcd1c1; vertical-align: top; overflow-wrap: anywhere; }
  .note { color: #5f5750; font-size: .9rem; }`;

/** The texts, newest first: number, text and time. Every value is escaped by React. */
export function renderSmsOutbox(messages: readonly SmsOutboxMessage[]): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>SMS outbox</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <span className="badge">SMS outbox · development</span>
          <h1>SMS outbox</h1>
          {messages.length ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col">Text</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((message) => (
                  <tr key={message.id}>
                    <td>{message.to}</td>
                    <td>{message.text}</td>
                    <td>
                      <time dateTime={message.receivedAt}>{message.receivedAt}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No text messages yet.</p>
          )}
          <p className="note">
            The API&apos;s built-in SMS outbox: without SPARROW_SMS_TOKEN every text the shop sends in
            development lands here, in memory, and no phone receives it. It never runs in production.
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
