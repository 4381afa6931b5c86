// Just enough of a PDF reader to check what pdf.ts writes: objects, inflated streams, and the
// text of each text-showing operator decoded through its font's ToUnicode map. Enough for
// pdfkit's output (Type0 fonts, Identity-H, hex strings in TJ/Tj); not a general PDF parser.

import { inflateSync } from 'node:zlib';

export interface PdfObject {
  id: number;
  dict: string;
  stream?: Buffer;
}

export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const id = Number(m[1]);
    const body = m[2] ?? '';
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(id, { id, dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end), 'latin1');
    const length = /\/Length (\d+)/.exec(dict);
    if (length?.[1]) raw = raw.subarray(0, Number(length[1]));
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(id, { id, dict, stream });
  }
  return objects;
}

/** Glyph code (hex) -> text, from a ToUnicode CMap. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const fromHex = (hex: string): string => {
    const units = hex.match(/.{4}/g) ?? [];
    return String.fromCharCode(...units.map((u) => parseInt(u, 16)));
  };
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of (block[1] ?? '').split('\n')) {
      const arr = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[(.*)\]/.exec(line);
      if (arr?.[1] && arr[2] && arr[3] !== undefined) {
        const start = parseInt(arr[1], 16);
        const targets = [...arr[3].matchAll(/<([0-9a-fA-F ]*)>/g)].map((t) => (t[1] ?? '').replace(/ /g, ''));
        targets.forEach((t, i) => map.set((start + i).toString(16).padStart(4, '0'), fromHex(t)));
        continue;
      }
      const one = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/.exec(line);
      if (one?.[1] && one[2] && one[3]) {
        const start = parseInt(one[1], 16);
        const end = parseInt(one[2], 16);
        const base = parseInt(one[3], 16);
        for (let c = start; c <= end; c++) map.set(c.toString(16).padStart(4, '0'), String.fromCharCode(base + c - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      if (m[1] && m[2]) map.set(m[1].toLowerCase().padStart(4, '0'), fromHex(m[2]));
    }
  }
  return map;
}

/** The text of every BT ... ET block of every page content stream, decoded. */
export function pdfTextBlocks(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const obj of objects.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(obj.dict);
    if (!fontDict?.[1]) continue;
    for (const ref of fontDict[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font ? /\/ToUnicode (\d+) 0 R/.exec(font.dict) : null;
      const cmap = toUnicode?.[1] ? objects.get(Number(toUnicode[1]))?.stream : undefined;
      if (ref[1] && cmap) fonts.set(ref[1], parseToUnicode(cmap.toString('latin1')));
    }
  }
  const blocks: string[] = [];
  for (const obj of objects.values()) {
    const content = obj.stream?.toString('latin1');
    if (!content || !content.includes('BT')) continue;
    for (const bt of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const body = bt[1] ?? '';
      const font = /\/(\w+) [\d.]+ Tf/.exec(body)?.[1];
      const cmap = font ? fonts.get(font) : undefined;
      let text = '';
      for (const op of body.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g)) {
        for (const hex of (op[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (const code of (hex[1] ?? '').match(/.{4}/g) ?? []) text += cmap?.get(code.toLowerCase()) ?? '\uFFFD';
        }
      }
      blocks.push(text);
    }
  }
  return blocks;
}
