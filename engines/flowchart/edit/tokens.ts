// An edit clause as words and quoted phrases, and a small matcher of word patterns over them.
// Written by hand rather than as regular expressions: a slot between two keywords may end at
// any of their occurrences, and every reading is enumerated (bounded), so the caller can keep
// the readings whose references resolve and refuse when more than one does. The bounds keep
// an 8,000-character instruction of repeated keywords as fast as any other.

export interface Token {
  /** As written (quotes removed from a quoted phrase). */
  text: string;
  /** Lower case, for keyword comparison; a quoted phrase never equals a keyword. */
  lower: string;
  quoted: boolean;
}

/** Punctuation split off the end of a word into a token of its own. */
const TRAILING_PUNCTUATION = new Set([',', ':', ';']);
const ARROW = /^(?:<?[-=.]*-?[-=]>|<?-{2,3}|<?={2,})$/;

export const OPENING_QUOTES: Readonly<Record<string, string>> = { "'": "'", '"': '"', '‘': '’', '“': '”', '`': '`' };

export function tokenize(clause: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = clause.length;
  const closingQuote = quoteCloser(clause);
  while (i < n) {
    const c = clause[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const close = OPENING_QUOTES[c];
    if (close !== undefined) {
      const end = closingQuote(i + 1, close);
      if (end > i + 1) {
        const text = clause.slice(i + 1, end).replace(/\s+/g, ' ').trim();
        tokens.push({ text, lower: text.toLowerCase(), quoted: true });
        i = end + 1;
        continue;
      }
    }
    let j = i;
    while (j < n && !/\s/.test(clause[j]!)) j++;
    pushWord(tokens, clause.slice(i, j));
    i = j;
  }
  return tokens;
}

/**
 * For a text, the function finding the quote that closes a phrase opened before `from`: the
 * next `close` followed by a space, punctuation or the end, on the same line. The candidates
 * are listed once, so a text full of unclosed quotes is still read in linear time.
 */
export function quoteCloser(s: string): (from: number, close: string) => number {
  const candidates = new Map<string, number[]>();
  const newlines: number[] = [];
  for (let k = 0; k < s.length; k++) {
    const c = s[k]!;
    if (c === '\n') newlines.push(k);
    if (!"'\"’”`".includes(c)) continue;
    const next = s[k + 1];
    if (next !== undefined && !/[\s,.;:!?)\]|]/.test(next)) continue;
    let list = candidates.get(c);
    if (!list) candidates.set(c, (list = []));
    list.push(k);
  }
  return (from, close) => {
    const k = firstAtOrAfter(candidates.get(close) ?? [], from);
    if (k === undefined) return -1;
    const newline = firstAtOrAfter(newlines, from);
    return newline !== undefined && newline < k ? -1 : k;
  };
}

function firstAtOrAfter(sorted: readonly number[], from: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

function pushWord(tokens: Token[], word: string): void {
  // "yes->Y" and "yes:" are read as "yes -> Y" and "yes :".
  const arrow = /^(.*?)(<?-{1,3}>|={2,}>)(.*)$/.exec(word);
  if (arrow && (arrow[1] !== '' || arrow[3] !== '')) {
    if (arrow[1]) pushWord(tokens, arrow[1]);
    tokens.push(plain(arrow[2]!));
    if (arrow[3]) pushWord(tokens, arrow[3]);
    return;
  }
  const trailing: Token[] = [];
  while (word.length > 1 && TRAILING_PUNCTUATION.has(word[word.length - 1]!)) {
    trailing.unshift(plain(word[word.length - 1]!));
    word = word.slice(0, -1);
  }
  tokens.push(plain(word), ...trailing);
}

function plain(text: string): Token {
  return { text, lower: text.toLowerCase(), quoted: false };
}

export function isArrow(token: Token): boolean {
  return !token.quoted && ARROW.test(token.text);
}

/** Words joined as written: punctuation tokens stick to the word before them. */
export function joinTokens(tokens: readonly Token[]): string {
  let out = '';
  for (const t of tokens) {
    if (out !== '' && !(!t.quoted && TRAILING_PUNCTUATION.has(t.text))) out += ' ';
    out += t.text;
  }
  return out;
}

/**
 * A pattern is a list of elements:
 *  - `"add|insert"`: one of these keywords (an alternative may be several words: `"at the end"`);
 *  - `"?a|an|the"`: the same, optional, and taken whenever it is there (a slot after it never
 *    starts with it: "add a step X" names X, not "step X");
 *  - `"=name:left|right"` (or `"?=name:..."`): keywords kept in slot `name`;
 *  - `"$name"`: a slot, one or more tokens.
 */
export type Pattern = readonly string[];
export type Slots = Record<string, Token[]>;

type Element = { kind: 'words'; alternatives: string[][]; optional: boolean; capture?: string } | { kind: 'slot'; name: string };

const compiled = new Map<Pattern, Element[]>();

function compile(pattern: Pattern): Element[] {
  let elements = compiled.get(pattern);
  if (!elements) {
    elements = pattern.map((p): Element => {
      if (p.startsWith('$')) return { kind: 'slot', name: p.slice(1) };
      const optional = p.startsWith('?');
      let body = optional ? p.slice(1) : p;
      let capture: string | undefined;
      if (body.startsWith('=')) {
        const colon = body.indexOf(':');
        capture = body.slice(1, colon);
        body = body.slice(colon + 1);
      }
      // Longest alternatives first, so that "at the end" is preferred to "at".
      const alternatives = body.split('|').map((a) => a.split(' ')).sort((a, b) => b.length - a.length);
      return capture === undefined ? { kind: 'words', alternatives, optional } : { kind: 'words', alternatives, optional, capture };
    });
    compiled.set(pattern, elements);
  }
  return elements;
}

/** At most this many readings of one pattern, and this many steps to find them. */
const MAX_READINGS = 16;
const MAX_STEPS = 20_000;

/** The unquoted words of a clause's tokens, kept: every pattern of every form asks for them. */
const keywords = new WeakMap<readonly Token[], Set<string>>();
function keywordsOf(tokens: readonly Token[]): Set<string> {
  let words = keywords.get(tokens);
  if (!words) keywords.set(tokens, (words = new Set(tokens.filter((t) => !t.quoted).map((t) => t.lower))));
  return words;
}

/** Every way the whole of `tokens` reads as `pattern` (bounded). */
export function matchPattern(pattern: Pattern, tokens: readonly Token[]): Slots[] {
  const elements = compile(pattern);
  // A keyword the pattern requires that no token is: no reading, without walking.
  const words = keywordsOf(tokens);
  if (elements.some((e) => e.kind === 'words' && !e.optional && !e.alternatives.some((a) => words.has(a[0]!)))) return [];
  const readings: Slots[] = [];
  let steps = 0;
  const slots: Slots = {};

  const wordsAt = (alternative: string[], at: number): number => {
    if (at + alternative.length > tokens.length) return -1;
    for (let k = 0; k < alternative.length; k++) {
      const t = tokens[at + k]!;
      if (t.quoted || t.lower !== alternative[k]) return -1;
    }
    return at + alternative.length;
  };

  const walk = (e: number, at: number): void => {
    if (readings.length >= MAX_READINGS || ++steps > MAX_STEPS) return;
    if (e === elements.length) {
      if (at === tokens.length) readings.push(Object.fromEntries(Object.entries(slots).map(([k, v]) => [k, v])));
      return;
    }
    const element = elements[e]!;
    if (element.kind === 'words') {
      let taken = false;
      for (const alternative of element.alternatives) {
        const next = wordsAt(alternative, at);
        if (next < 0) continue;
        taken = true;
        if (element.capture !== undefined) slots[element.capture] = tokens.slice(at, next);
        walk(e + 1, next);
        if (element.optional) break;
      }
      if (element.optional && !taken) {
        if (element.capture !== undefined) delete slots[element.capture];
        walk(e + 1, at);
      }
      return;
    }
    if (e === elements.length - 1) {
      if (at < tokens.length) {
        slots[element.name] = tokens.slice(at);
        walk(e + 1, tokens.length);
      }
      return;
    }
    // A slot ends where the next keyword can start: try each such place.
    const following = elements[e + 1]!;
    for (let end = at + 1; end <= tokens.length; end++) {
      if (following.kind === 'words' && !following.optional && end < tokens.length) {
        const t = tokens[end]!;
        if (t.quoted || !following.alternatives.some((a) => a[0] === t.lower)) continue;
      }
      slots[element.name] = tokens.slice(at, end);
      walk(e + 1, end);
      if (readings.length >= MAX_READINGS || steps > MAX_STEPS) return;
    }
  };
  walk(0, 0);
  return readings;
}
