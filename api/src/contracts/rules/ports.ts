// The ports browsers and Node's fetch (undici) refuse to call, the fetch standard's "bad ports"
// (https://fetch.spec.whatwg.org/#port-blocking). A server of the shop listening on one starts well, but nothing can
// call it: the shop's server, for one, could not read its pages' data. Declared once, as JSON, so that tools/apps.js
// (plain JavaScript, for `npm start` and the shop's server) reads the same file; named apart from this file, or
// Node's resolution of './bad-ports' under a require hook would find the .json before the .ts.
import badPorts from './bad-ports.json';

export const BAD_PORTS: ReadonlySet<number> = new Set(badPorts.ports);

/** Why a bad port is refused, after the variable's name and the port. */
export const BAD_PORT_REASON: string = badPorts.reason;

/** The problem with `port`, after the variable's name, or undefined when fetch can call it. */
export function badPortProblem(port: number): string | undefined {
  return BAD_PORTS.has(port) ? `${port} ${BAD_PORT_REASON}` : undefined;
}
