// Type 42 fonts for eps.ts: a TrueType font wrapped as a PostScript font (Adobe Technical Note
// #5012, "The Type 42 Font Format Specification"). Written by hand: no maintained JavaScript
// library emits PostScript with embedded TrueType. Each face used in a figure becomes one or more
// Type 42 fonts holding only the glyphs drawn (a fontkit subset: head, hhea, hmtx, loca, maxp,
// glyf and the hinting tables), with
//   - an Encoding: printable ASCII characters keep their own codes, so labels stay legible in
//     the file ((Time \(s\)) show); other glyphs take free codes (128-255, then 1-31 and 127);
//     past 255 glyphs a second font of the same face is made;
//   - CharStrings mapping AGL glyph names (uniXXXX, uXXXXX; uniXXXXYYYY for ligatures) to the
//     subset's glyph ids, so converters (ghostscript's ps2pdf) can recover the Unicode text;
//   - sfnts: the subset's bytes as <hex> strings, each at most 65,534 bytes plus the NUL pad byte
//     the format asks for, broken only at table boundaries or, inside glyf, at glyph boundaries.

import type { Glyph } from 'fontkit';
import type { FontFace, ShapedGlyph } from './fonts.ts';
import { num } from './format.ts';

/** Longest sfnts string, before its pad byte (PostScript strings hold at most 65,535 bytes). */
export const MAX_SFNTS_CHUNK = 65534;

const POOL: number[] = [
  ...Array.from({ length: 128 }, (_, i) => 128 + i),
  ...Array.from({ length: 31 }, (_, i) => 1 + i),
  127,
];

interface Slot {
  /** PostScript font name: the face's PostScript name, '.1', '.2' ... for later slots. */
  name: string;
  byGlyph: Map<number, number>;
  byCode: Map<number, { glyph: Glyph; name: string }>;
  names: Set<string>;
  poolIndex: number;
}

/** A piece of shaped text drawn with one Type 42 font: its bytes and per-glyph advances (pt). */
export interface EncodedRun {
  fontName: string;
  codes: number[];
  advances: number[];
  /** The advances the font's own metrics give (pt), to tell whether `show` is enough. */
  nominal: number[];
}

/** The Type 42 fonts of one face, grown as text is encoded. */
export class Type42Face {
  readonly face: FontFace;
  private readonly slots: Slot[] = [];

  constructor(face: FontFace) {
    this.face = face;
  }

  /** Assign codes to the glyphs (adding them to the fonts) and split them into runs per font. */
  encode(glyphs: ShapedGlyph[], sizePt: number): EncodedRun[] {
    const runs: EncodedRun[] = [];
    const scale = sizePt / this.face.font.unitsPerEm;
    for (const shaped of glyphs) {
      const { slot, code } = this.place(shaped.glyph);
      let run = runs[runs.length - 1];
      if (!run || run.fontName !== slot.name) {
        run = { fontName: slot.name, codes: [], advances: [], nominal: [] };
        runs.push(run);
      }
      run.codes.push(code);
      run.advances.push(shaped.advance);
      run.nominal.push(shaped.glyph.advanceWidth * scale);
    }
    return runs;
  }

  /** The PostScript names of the fonts made so far. */
  fontNames(): string[] {
    return this.slots.map((s) => s.name);
  }

  /** One %%BeginResource ... %%EndResource block per font of this face. */
  resources(): string[] {
    return this.slots.map((slot) => this.resource(slot));
  }

  private place(glyph: Glyph): { slot: Slot; code: number } {
    for (const slot of this.slots) {
      const code = slot.byGlyph.get(glyph.id);
      if (code !== undefined) return { slot, code };
    }
    for (const slot of this.slots) {
      const code = this.freeCode(slot, glyph);
      if (code !== undefined) return { slot, code: this.assign(slot, glyph, code) };
    }
    const slot: Slot = {
      name: this.slots.length === 0 ? this.face.postscriptName : `${this.face.postscriptName}.${this.slots.length}`,
      byGlyph: new Map(),
      byCode: new Map(),
      names: new Set(['.notdef']),
      poolIndex: 0,
    };
    this.slots.push(slot);
    const code = this.freeCode(slot, glyph);
    if (code === undefined) throw new Error('a new Type 42 font has no free code');
    return { slot, code: this.assign(slot, glyph, code) };
  }

  private freeCode(slot: Slot, glyph: Glyph): number | undefined {
    const cp = glyph.codePoints.length === 1 ? glyph.codePoints[0] : undefined;
    if (cp !== undefined && cp >= 32 && cp <= 126 && !slot.byCode.has(cp)) return cp;
    while (slot.poolIndex < POOL.length) {
      const code = POOL[slot.poolIndex++];
      if (code !== undefined && !slot.byCode.has(code)) return code;
    }
    return undefined;
  }

  private assign(slot: Slot, glyph: Glyph, code: number): number {
    let name = glyphName(glyph);
    if (slot.names.has(name)) name = `${name}.g${glyph.id}`;
    slot.names.add(name);
    slot.byCode.set(code, { glyph, name });
    slot.byGlyph.set(glyph.id, code);
    return code;
  }

  private resource(slot: Slot): string {
    const { font } = this.face;
    const subset = font.createSubset();
    const entries = [...slot.byCode.entries()].sort((a, b) => a[0] - b[0]);
    // fontkit's typings say boolean; includeGlyph returns the glyph's id in the subset.
    const ids = new Map<string, number>();
    for (const [, { glyph, name }] of entries) ids.set(name, subset.includeGlyph(glyph) as unknown as number);
    const sfnt = Buffer.from(subset.encode());
    // fontkit writes Apple's 'true' as the sfnt version; Type 42 readers all know 1.0.
    sfnt.writeUInt32BE(0x00010000, 0);
    const upm = font.unitsPerEm;
    const bbox = font.bbox;
    const lines: string[] = [
      `%%BeginResource: font ${slot.name}`,
      '12 dict begin',
      `/FontName /${slot.name} def`,
      '/FontType 42 def',
      '/FontMatrix [1 0 0 1 0 0] def',
      `/FontBBox [${[bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((v) => num(v / upm, 4)).join(' ')}] def`,
      '/PaintType 0 def',
      `/FontInfo 3 dict dup begin /FamilyName (${psText(font.familyName)}) def /FullName (${psText(font.fullName)}) def /ItalicAngle ${num(font.italicAngle)} def end readonly def`,
      '/Encoding 256 array',
      '0 1 255 { 1 index exch /.notdef put } for',
      ...entries.map(([code, { name }]) => `dup ${code} /${name} put`),
      'readonly def',
      `/CharStrings ${ids.size + 1} dict dup begin`,
      '/.notdef 0 def',
      ...[...ids.entries()].map(([name, id]) => `/${name} ${id} def`),
      'end readonly def',
      '/sfnts [',
      ...sfntsStrings(sfnt).map(hexLines),
      '] def',
      'FontName currentdict end definefont pop',
      '%%EndResource',
    ];
    return lines.join('\n');
  }
}

/** An Adobe Glyph List name for the glyph's Unicode text; g<id> when it has none. */
export function glyphName(glyph: Glyph): string {
  const cps = glyph.codePoints;
  if (cps.length === 0) return `g${glyph.id}`;
  if (cps.every((cp) => cp <= 0xffff && (cp < 0xd800 || cp > 0xdfff))) {
    return `uni${cps.map((cp) => cp.toString(16).toUpperCase().padStart(4, '0')).join('')}`;
  }
  const [first] = cps;
  if (cps.length === 1 && first !== undefined) return `u${first.toString(16).toUpperCase().padStart(5, '0')}`;
  return `g${glyph.id}`;
}

/** Offsets where an sfnts string may end: the start of every table and of every glyph in glyf. */
export function sfntBreakpoints(sfnt: Buffer): number[] {
  const points = new Set<number>([0, sfnt.length]);
  const numTables = sfnt.readUInt16BE(4);
  const tables = new Map<string, { offset: number; length: number }>();
  points.add(12 + 16 * numTables);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i;
    const tag = sfnt.toString('latin1', record, record + 4);
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    tables.set(tag, { offset, length });
    points.add(offset);
  }
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (head && loca && glyf) {
    const longOffsets = sfnt.readInt16BE(head.offset + 50) === 1;
    const count = longOffsets ? loca.length / 4 : loca.length / 2;
    // The last loca entry is the end of glyf, which padding may follow: not a place to cut.
    for (let i = 0; i < count - 1; i++) {
      const at = longOffsets ? sfnt.readUInt32BE(loca.offset + 4 * i) : sfnt.readUInt16BE(loca.offset + 2 * i) * 2;
      points.add(glyf.offset + at);
    }
  }
  return [...points].filter((p) => p >= 0 && p <= sfnt.length).sort((a, b) => a - b);
}

/** The font's bytes cut into sfnts strings (each with its pad byte), at allowed boundaries. */
export function sfntsStrings(sfnt: Buffer): Buffer[] {
  const breaks = sfntBreakpoints(sfnt);
  const out: Buffer[] = [];
  let pos = 0;
  while (pos < sfnt.length) {
    let end = pos;
    for (const b of breaks) if (b > pos && b - pos <= MAX_SFNTS_CHUNK) end = b;
    if (end === pos) throw new Error(`a table or glyph of ${breaks.find((b) => b > pos)! - pos} bytes does not fit a PostScript string`);
    out.push(Buffer.concat([sfnt.subarray(pos, end), Buffer.from([0])]));
    pos = end;
  }
  return out;
}

/** A byte string as a <hex> string over lines of 64 bytes. */
function hexLines(bytes: Buffer): string {
  const hex = bytes.toString('hex').toUpperCase();
  const lines: string[] = [];
  for (let i = 0; i < hex.length; i += 128) lines.push(hex.slice(i, i + 128));
  return `<${lines.join('\n')}>`;
}

/** A text for a PostScript (string): parentheses and backslashes escaped, non-ASCII dropped. */
function psText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, (c) => `\\${c}`);
}
