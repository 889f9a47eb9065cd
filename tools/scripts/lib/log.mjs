// Console output of `npm start`: colour only on a terminal (and never with NO_COLOR).
export const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

/** @param {string} code ANSI SGR code, e.g. '1' bold, '33' yellow */
export const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
export const say = (text = '') => console.log(text);
export const warn = (text) => console.log(paint('33', `! ${text}`));

/**
 * Copies a child's output stream line by line to `target`, each line tagged with the child's name.
 * @param {string} name
 * @param {string} color ANSI colour of the tag
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WritableStream} target
 * @param {boolean} [plain] no colour (a log file)
 */
export function prefixLines(name, color, stream, target, plain = false) {
  let buffered = '';
  const tag = plain ? `[${name}]`.padEnd(16) : paint(color, `[${name}]`.padEnd(16));
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) target.write(`${tag}${line}\n`);
  });
  stream.on('end', () => buffered && target.write(`${tag}${buffered}\n`));
}
