// Markdown from the HTML mammoth writes for a Word document: headings, numbered and bulleted
// lists (nested), paragraphs and table rows. Written by hand: mammoth's HTML is a small, fixed
// vocabulary of bare tags, and the Markdown the interpreter reads needs only their structure
// (mammoth's own Markdown writer escapes punctuation such as "1\." that would stay in the text).

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

interface List {
  ordered: boolean;
  next: number;
}

export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  const lists: List[] = [];
  let line = '';
  let prefix = '';
  let cells: string[] | undefined;
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (cells) {
      if (text !== '') cells.push(text);
    } else if (text !== '') blocks.push(prefix + text);
    line = '';
    prefix = '';
  };
  const tag = /<(\/?)([a-z0-9]+)[^>]*?(\/?)>/gi;
  let at = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    line += decode(html.slice(at, m.index));
    at = m.index + m[0].length;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (/^h[1-6]$/.test(name)) {
      flush();
      if (!closing) prefix = '#'.repeat(Number(name[1])) + ' ';
    } else if (name === 'p') {
      if (lists.length === 0 || closing) flush();
    } else if (name === 'ol' || name === 'ul') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', next: 1 });
    } else if (name === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (!closing && list) {
        prefix = '   '.repeat(lists.length - 1) + (list.ordered ? `${list.next++}. ` : '- ');
      }
    } else if (name === 'br') {
      line += ' ';
    } else if (name === 'tr') {
      if (!closing) {
        flush();
        cells = [];
      } else if (cells) {
        const row = cells;
        cells = undefined;
        if (row.length > 0) blocks.push(`| ${row.join(' | ')} |`);
      }
    } else if ((name === 'td' || name === 'th') && closing) {
      flush();
    }
  }
  line += decode(html.slice(at));
  flush();
  // Paragraphs and headings stand apart; the items of one list stay together.
  const out: string[] = [];
  for (const block of blocks) {
    const item = /^\s*(?:\d+\.|-) /.test(block) || block.startsWith('| ');
    const previous = out[out.length - 1];
    const previousItem = previous !== undefined && (/^\s*(?:\d+\.|-) /.test(previous) || previous.startsWith('| '));
    if (previous !== undefined && !(item && previousItem)) out.push('');
    out.push(block);
  }
  return out.join('\n');
}
