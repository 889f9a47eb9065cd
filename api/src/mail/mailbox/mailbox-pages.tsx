import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailboxMessage } from './mailbox.service';

// The mailbox's pages, rendered by React on the server: every value of a message is escaped, none is markup. The
// message's own HTML is never part of them: it is served alone (/:id/html) into a sandboxed frame.

/** The widths the frame can show a message at: a phone's, a desktop client's column, the page's. */
export const FRAME_WIDTHS = ['360', '600', 'full'] as const;
export type FrameWidth = (typeof FRAME_WIDTHS)[number];

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #faf7f2; color: #2a2624; }
  main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
  .badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; background: #6b1f2a; color: #fff; font-size: .8rem; }
  h1 { font-size: 1.4rem; margin: .75rem 0; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #dcd1c1; vertical-align: top; overflow-wrap: anywhere; }
  a { color: #6b1f2a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #5f5750; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { display: block; height: 48rem; border: 1px solid #dcd1c1; background: #fff; max-width: 100%; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #dcd1c1; padding: 1rem; }
  .note { color: #5f5750; font-size: .9rem; }`;

/**
 * The pages' policy: their own inline styles, frames of this origin (the message's HTML), nothing else; no page may
 * frame them.
 */
export const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A message's own HTML: its inline styles and pictures, no script (the frame is sandboxed too); only the mailbox's
 * page may frame it.
 */
export const MESSAGE_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <span className="badge">Mailbox · development</span>
          {children}
          <p className="note">
            The API&apos;s built-in mailbox: every e-mail the shop sends in development lands here, in memory,
            and no one else receives it. It never runs in production.
          </p>
        </main>
      </body>
    </html>
  );
}

const html = (page: ReactNode) => `<!doctype html>${renderToStaticMarkup(page)}`;

export function renderMailboxList(messages: readonly MailboxMessage[], base: string): string {
  return html(
    <Page title="Mailbox">
      <h1>Mailbox</h1>
      {messages.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{message.receivedAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
                <td>{message.to}</td>
                <td>
                  <a href={`${base}/${message.id}`}>{message.subject || '(no subject)'}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No e-mail yet. Place an order or ask for a password reset, then reload this page.</p>
      )}
    </Page>,
  );
}

export function renderMailboxMessage(message: MailboxMessage, base: string, width: FrameWidth): string {
  const self = `${base}/${message.id}`;
  return html(
    <Page title={message.subject || 'Mailbox'}>
      <p>
        <a href={base}>← All messages</a>
      </p>
      <h1>{message.subject || '(no subject)'}</h1>
      <dl>
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Received</dt>
        <dd>{message.receivedAt.toISOString()}</dd>
      </dl>
      <h2>HTML</h2>
      {message.html ? (
        <>
          <p>
            Width:{' '}
            {FRAME_WIDTHS.map((option, index) => (
              <span key={option}>
                {index > 0 && ' · '}
                {option === width ? (
                  <strong>{option === 'full' ? 'full' : `${option} px`}</strong>
                ) : (
                  <a href={`${self}?width=${option}`}>{option === 'full' ? 'full' : `${option} px`}</a>
                )}
              </span>
            ))}
          </p>
          <iframe
            title="The message's HTML"
            src={`${self}/html`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            style={{ width: width === 'full' ? '100%' : `${width}px` }}
          />
        </>
      ) : (
        <p>This message has no HTML part.</p>
      )}
      <h2>Text</h2>
      <pre>{message.text}</pre>
    </Page>,
  );
}

export function renderMailboxNotFound(base: string): string {
  return html(
    <Page title="Mailbox: not found">
      <h1>Message not found</h1>
      <p>
        The mailbox keeps the newest messages, in memory, until the API restarts.{' '}
        <a href={base}>All messages</a>
      </p>
    </Page>,
  );
}
