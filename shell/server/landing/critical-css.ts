// The style rules a first screen needs, cut from the pages' style sheets at run time: a rule is kept when every
// class its selector requires is one the markup uses.

/** The classes `markup` uses. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  // React quotes every attribute and escapes quotes in values and text: `class="` is only ever an attribute.
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `text` cut at the commas outside parentheses (a selector list, `:is(.a, .b)` kept whole). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * What of a selector names classes an element must have: not what is inside `:not()`, `:is()`, `:where()` or `:has()`
 * (any one of a list may match, or none must), nor an attribute's value (`[href$=".pdf"]`).
 */
function requiredPart(selector: string): string {
  let rest = selector.replace(/\[[^[\]]*\]/g, '');
  // Innermost parentheses first, so nested ones (`:not(:is(.a))`) go too.
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  }
  return rest;
}

/** The top-level rules of `css` as [prelude, body] (quotes respected: no brace inside one counts). */
function rulesOf(css: string): [string, string | null][] {
  const rules: [string, string | null][] = [];
  let depth = 0;
  let quote: string | null = null;
  let preludeStart = 0;
  let bodyStart = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth++ === 0) bodyStart = i + 1;
    } else if (c === '}') {
      if (--depth === 0) {
        rules.push([css.slice(preludeStart, bodyStart - 1).trim(), css.slice(bodyStart, i).trim()]);
        preludeStart = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      rules.push([css.slice(preludeStart, i).trim(), null]);
      preludeStart = i + 1;
    }
  }
  return rules;
}

/**
 * What of `css` the first screen's `markup` needs: the rules whose selectors could match it (a selector naming a
 * class the markup never uses cannot), without comments, and without @font-face. The shop's faces arrive with
 * the style sheets after the first paint, so that on a slow line their files do not share it with the largest
 * picture; the first screen is drawn in the fallback faces its font stacks name, then swaps (font-display: swap).
 */
export function firstScreenCss(css: string, markup: string): string {
  const classes = classesOf(markup);
  const kept = (text: string): string =>
    rulesOf(text)
      .map(([prelude, body]) => {
        if (body === null)
          return /^@(?:charset|import|namespace|layer)\b/i.test(prelude) ? `${prelude};` : '';
        if (/^@font-face\b/i.test(prelude)) return '';
        if (/^@(?:media|supports|layer|container)\b/i.test(prelude)) {
          const inner = kept(body);
          return inner ? `${prelude}{${inner}}` : '';
        }
        if (prelude.startsWith('@')) return `${prelude}{${body}}`;
        const selectors = splitTopLevel(prelude).filter((selector) =>
          [...requiredPart(selector).matchAll(/\.(-?[_a-z][\w-]*)/gi)].every((match) =>
            classes.has(match[1]),
          ),
        );
        return selectors.length > 0 ? `${selectors.join(',')}{${body}}` : '';
      })
      .join('');
  return kept(css.replace(/\/\*[\s\S]*?\*\//g, ''));
}

/** The CSS Modules classes of `markup` that `css` never names: a first screen built apart from its style sheets. */
export function classesWithoutStyle(markup: string, css: string): string[] {
  return [...classesOf(markup)].filter((name) => !css.includes(`.${name}`));
}

/** A style sheet's relative url()s made absolute, since its text is moved into the page. */
export function withAbsoluteUrls(css: string, sheetUrl: string): string {
  return css.replace(
    /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")\s]+)\1\)/gi,
    (_all, quote: string, url: string) => {
      return `url(${quote}${new URL(url, sheetUrl).href}${quote})`;
    },
  );
}
