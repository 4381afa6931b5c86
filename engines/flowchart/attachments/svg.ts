// The words of an SVG: the character data of <text>, <tspan>, <textPath>, <title> and <desc>
// in document order, one line per text element (a <tspan> placed on its own with x, y or dy
// starts a line). A small hand tokenizer rather than an XML parser: nothing is resolved or
// fetched, only the five predefined entities and character references are decoded, and a
// DOCTYPE that declares entities is refused instead of expanded.
import { unreadable } from './failures.ts';

const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textpath', 'title', 'desc']);
const LINE_ELEMENTS = new Set(['text', 'title', 'desc']);
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
}

export function readSvg(bytes: Buffer, name: string | undefined): string {
  const s = bytes.toString('utf8');
  const lines: string[] = [];
  const stack: string[] = [];
  let line = '';
  let inside = 0;
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text !== '') lines.push(text);
    line = '';
  };
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    const chunk = s.slice(i, lt < 0 ? s.length : lt);
    if (inside > 0) line += decode(chunk);
    if (lt < 0) break;
    if (s.startsWith('<!--', lt)) {
      i = after(s, '-->', lt, name);
    } else if (s.startsWith('<![CDATA[', lt)) {
      const end = after(s, ']]>', lt, name);
      if (inside > 0) line += s.slice(lt + 9, end - 3);
      i = end;
    } else if (s.startsWith('<?', lt)) {
      i = after(s, '?>', lt, name);
    } else if (s.startsWith('<!', lt)) {
      const end = declarationEnd(s, lt, name);
      if (/<!ENTITY/i.test(s.slice(lt, end))) throw unreadable(name, 'the SVG declares entities, which are not read for safety; save it without a DOCTYPE.');
      i = end;
    } else {
      const end = tagEnd(s, lt, name);
      const tag = s.slice(lt + 1, end - 1);
      i = end;
      if (tag.startsWith('/')) {
        const closed = localName(tag.slice(1).trim());
        const at = stack.lastIndexOf(closed);
        if (at < 0) throw unreadable(name, `the SVG is not well-formed: </${closed}> closes nothing.`);
        for (const open of stack.splice(at)) {
          if (TEXT_ELEMENTS.has(open)) inside--;
          if (LINE_ELEMENTS.has(open)) endLine();
        }
        continue;
      }
      const element = localName(/^[^\s/>]+/.exec(tag)?.[0] ?? '');
      if (element === '') throw unreadable(name, 'the SVG is not well-formed.');
      const selfClosing = tag.endsWith('/');
      if (LINE_ELEMENTS.has(element) || (element === 'tspan' && /\s(?:x|y|dy)\s*=/.test(tag) && line.trim() !== '')) endLine();
      if (selfClosing) continue;
      stack.push(element);
      if (TEXT_ELEMENTS.has(element)) inside++;
    }
  }
  endLine();
  return lines.join('\n');
}

function after(s: string, token: string, from: number, name: string | undefined): number {
  const at = s.indexOf(token, from);
  if (at < 0) throw unreadable(name, 'the SVG is not well-formed: it ends inside a comment or declaration.');
  return at + token.length;
}

/** The `>` ending a tag, skipping quoted attribute values (which may hold ">"). */
function tagEnd(s: string, from: number, name: string | undefined): number {
  let quote = '';
  for (let k = from + 1; k < s.length; k++) {
    const c = s[k]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return k + 1;
  }
  throw unreadable(name, 'the SVG is not well-formed: a tag is not closed.');
}

/** The `>` ending a `<!...>` declaration, skipping an internal subset in brackets. */
function declarationEnd(s: string, from: number, name: string | undefined): number {
  let depth = 0;
  for (let k = from + 2; k < s.length; k++) {
    const c = s[k]!;
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return k + 1;
  }
  throw unreadable(name, 'the SVG is not well-formed: a declaration is not closed.');
}
