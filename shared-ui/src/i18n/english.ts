// English needs no catalog in the browser: every message is written in English in the code (`i18n._({ id, message
// })`), so the runtime compiles the `message` it is given, once, with the few ICU forms the shop's messages use:
// `{name}` and `{count, plural, one {…} other {…}}`. The compiled English catalog was 7.8 KB of gzip on every
// page's first download (english.test.ts checks this gives what `npm run i18n` writes for every message: Lingui's own
// compiler's tokens, with plurals as selects).
import type { I18n } from '@lingui/core';

/** Lingui's own type of a messages compiler, which it does not export. */
type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

type Token = string | [string] | [string, string, Record<string, Token[]>];

/** The message's tokens from `at` up to the `}` that closes the enclosing part (or the end); returns where it stopped. */
function parse(text: string, at: number): [Token[], number] {
  const tokens: Token[] = [];
  let literal = '';
  let i = at;
  while (i < text.length && text[i] !== '}') {
    if (text[i] !== '{') {
      literal += text[i];
      i += 1;
      continue;
    }
    if (literal) tokens.push(literal);
    literal = '';
    const close = text.indexOf('}', i);
    const comma = text.indexOf(',', i);
    if (comma < 0 || comma > close) {
      tokens.push([text.slice(i + 1, close).trim()]);
      i = close + 1;
      continue;
    }
    // {name, plural, one {…} other {…}}: each choice is a message of its own.
    const name = text.slice(i + 1, comma).trim();
    const typeEnd = text.indexOf(',', comma + 1);
    const type = text.slice(comma + 1, typeEnd).trim();
    // A plural is read as a select on its count, its `one` the key '1': Lingui reads a select without Intl, as the
    // Nepali catalog has it (tools/i18n/select-plurals.js says why).
    const plural = type === 'plural';
    const choices: Record<string, Token[]> = {};
    i = typeEnd + 1;
    for (;;) {
      while (text[i] === ' ') i += 1;
      if (text[i] === '}') break;
      const open = text.indexOf('{', i);
      const key = text.slice(i, open).trim();
      const [choice, end] = parse(text, open + 1);
      choices[plural && key === 'one' ? '1' : key] = choice;
      i = end + 1;
    }
    tokens.push([name, plural ? 'select' : type, choices]);
    i += 1;
  }
  if (literal) tokens.push(literal);
  return [tokens, i];
}

const compiled = new Map<string, ReturnType<MessageCompiler>>();

/** Lingui calls its compiler on every read of a message its catalog lacks: each message is parsed once. */
export const compileEnglish: MessageCompiler = (message) => {
  let tokens = compiled.get(message);
  if (!tokens) {
    tokens = parse(message, 0)[0] as ReturnType<MessageCompiler>;
    compiled.set(message, tokens);
  }
  return tokens;
};
