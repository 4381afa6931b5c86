// EPS by structure (always): DSC header and bounding boxes, a Type 42 font per face with its
// Encoding, CharStrings and sfnts, and the labels as PostScript strings. With ghostscript on the
// machine, the file is also rendered and its text extracted; without it, that test is skipped.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { psString, toEps } from '../../../../engines/chart/render/eps.ts';
import { fontFace } from '../../../../engines/chart/render/fonts.ts';
import { MAX_SFNTS_CHUNK, sfntBreakpoints, sfntsStrings } from '../../../../engines/chart/render/type42.ts';
import { DEMO_LABELS, demoScene } from './demoScene.ts';

const scene = demoScene();
const eps = toEps(scene).toString('latin1');
const lines = eps.split('\n');

describe('EPS structure', () => {
  it('starts with the EPSF-3.0 header and integer and high-resolution bounding boxes', () => {
    expect(lines[0]).toBe('%!PS-Adobe-3.0 EPSF-3.0');
    expect(lines).toContain(`%%BoundingBox: 0 0 ${Math.ceil(scene.width)} ${Math.ceil(scene.height)}`);
    expect(lines).toContain(`%%HiResBoundingBox: 0 0 ${scene.width.toFixed(4)} ${scene.height.toFixed(4)}`);
    expect(lines).toContain('%%Creator: Figure service');
    expect(lines).toContain('%%EndComments');
    expect(eps.trimEnd().endsWith('%%EOF')).toBe(true);
    // EPS must not touch the page device or the whole clip.
    expect(eps).not.toMatch(/\b(setpagedevice|initgraphics|initclip|erasepage|initmatrix)\b/);
    // Clean 7-bit ASCII with lines a DSC reader accepts.
    expect([...eps].every((ch) => ch === '\n' || (ch >= ' ' && ch <= '~'))).toBe(true);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(255);
  });

  it('flips the y axis once, so the scene is drawn top-down', () => {
    expect(eps).toContain(`0 ${Number(scene.height.toFixed(4))} translate 1 -1 scale`);
  });

  it('embeds each face used as a Type 42 font with Encoding, CharStrings and sfnts', () => {
    for (const name of ['Arimo-Regular', 'Arimo-Bold', 'Arimo-Italic']) {
      expect(eps).toContain(`%%BeginResource: font ${name}\n`);
      const start = eps.indexOf(`%%BeginResource: font ${name}\n`);
      const resource = eps.slice(start, eps.indexOf('%%EndResource', start));
      expect(resource).toContain(`/FontName /${name} def`);
      expect(resource).toContain('/FontType 42 def');
      expect(resource).toContain('/FontMatrix [1 0 0 1 0 0] def');
      expect(resource).toMatch(/\/Encoding 256 array/);
      expect(resource).toMatch(/\/CharStrings \d+ dict dup begin\n\/\.notdef 0 def/);
      expect(resource).toContain('FontName currentdict end definefont pop');
      const sfnts = /\/sfnts \[\n([\s\S]*?)\] def/.exec(resource)?.[1] ?? '';
      const strings = [...sfnts.matchAll(/<([0-9A-F\n]+)>/g)].map((m) => Buffer.from((m[1] ?? '').replace(/\n/g, ''), 'hex'));
      expect(strings.length).toBeGreaterThan(0);
      for (const s of strings) {
        expect(s.length).toBeLessThanOrEqual(65535);
        expect(s[s.length - 1]).toBe(0);
      }
      // The first string starts with the TrueType offset table.
      expect(strings[0]!.readUInt32BE(0)).toBe(0x00010000);
    }
    expect(eps).toContain('%%DocumentSuppliedResources: font Arimo-Regular');
  });

  it('maps printable ASCII to itself and names glyphs after their Unicode text', () => {
    const regular = eps.slice(eps.indexOf('%%BeginResource: font Arimo-Regular'));
    expect(regular).toContain('dup 84 /uni0054 put'); // T of "Time (h)"
    expect(regular).toMatch(/\/uni0054 \d+ def/);
    const italic = eps.slice(eps.indexOf('%%BeginResource: font Arimo-Italic'));
    expect(italic).toMatch(/dup \d+ \/uni00B5 put/); // µ, from the pool of free codes
    expect(italic).toMatch(/dup \d+ \/uni207B put/); // superscript minus
  });

  it('keeps the labels as text strings shown with the embedded fonts', () => {
    expect(eps).toContain('/Arimo-Bold [7 0 0 -7 0 0] selectfont');
    expect(eps).toMatch(/\(Growth of culture A\) (show|\[[^\]]*\] xshow)/);
    expect(eps).toMatch(/\(Time \\\(h\\\)\) (show|\[[^\]]*\] xshow)/);
    expect(eps).toMatch(/\(Optical density\) (show|\[[^\]]*\] xshow)/);
    expect(eps).toMatch(/-90 rotate/);
    expect(eps).toMatch(/rectclip/);
  });

  it('writes character codes as PostScript strings', () => {
    expect(psString([0x41, 0x28, 0x29, 0x5c, 0x80, 0x07])).toBe('(A\\(\\)\\\\\\200\\007)');
  });
});

// More than 255 distinct glyphs in one face: Latin, Latin-1, Greek and Cyrillic letters.
const manyGlyphs = [
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  String.fromCodePoint(...Array.from({ length: 95 }, (_, i) => 0xc0 + i)),
  String.fromCodePoint(...Array.from({ length: 25 }, (_, i) => 0x391 + i).filter((cp) => cp !== 0x3a2)),
  String.fromCodePoint(...Array.from({ length: 64 }, (_, i) => 0x410 + i)),
  String.fromCodePoint(...Array.from({ length: 40 }, (_, i) => 0x100 + i)),
];
const manyEps = toEps({
  width: 400,
  height: 120,
  nodes: manyGlyphs.map((text, i) => ({ type: 'text', x: 4, y: 20 + 20 * i, text, size: 4, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: '#000000' })),
});

describe('EPS with more than 255 glyphs in one face', () => {
  it('spreads them over a second Type 42 font of the same face', () => {
    const text = manyEps.toString('latin1');
    expect(text).toContain('%%BeginResource: font Arimo-Regular\n');
    expect(text).toContain('%%BeginResource: font Arimo-Regular.1\n');
    expect(text).toContain('%%+ font Arimo-Regular.1');
    expect(text).toContain('/Arimo-Regular.1 [4 0 0 -4 0 0] selectfont');
  });
});

describe('Type 42 sfnts', () => {
  it('splits a whole font at table or glyph boundaries into strings of at most 65,535 bytes', () => {
    const ttf = fontFace('normal').data; // ~318 kB: must be split
    const breaks = new Set(sfntBreakpoints(ttf));
    const strings = sfntsStrings(ttf);
    expect(strings.length).toBeGreaterThan(4);
    let offset = 0;
    for (const s of strings) {
      expect(s.length).toBeLessThanOrEqual(MAX_SFNTS_CHUNK + 1);
      expect(s[s.length - 1]).toBe(0);
      expect(breaks.has(offset)).toBe(true);
      offset += s.length - 1;
    }
    expect(offset).toBe(ttf.length);
    expect(Buffer.concat(strings.map((s) => s.subarray(0, s.length - 1))).equals(ttf)).toBe(true);
  });
});

const gs = spawnSync('gs', ['--version']).error === undefined;

(gs ? describe : describe.skip)('EPS in ghostscript', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-eps-'));
    writeFileSync(join(dir, 'f.eps'), toEps(scene));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders without errors to the bounding box, with ink on the page', async () => {
    const run = spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=png16m', '-r72', `-sOutputFile=${join(dir, 'f.png')}`, join(dir, 'f.eps')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const png = readFileSync(join(dir, 'f.png'));
    const meta = await sharp(png).metadata();
    // -dEPSCrop crops to the high-resolution box: 72 dpi gives its size in whole pixels.
    expect(Math.abs((meta.width ?? 0) - scene.width)).toBeLessThan(1);
    expect(Math.abs((meta.height ?? 0) - scene.height)).toBeLessThan(1);
    const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data.filter((v) => v < 100).length).toBeGreaterThan(500);
  });

  it('draws and gives back text spread over two fonts of one face', () => {
    writeFileSync(join(dir, 'many.eps'), manyEps);
    const run = spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=txtwrite', '-sOutputFile=-', join(dir, 'many.eps')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n').map((l) => l.trim()).filter(Boolean);
    expect(lines).toEqual(manyGlyphs);
  });

  it('gives back the labels as text (txtwrite)', () => {
    const run = spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=txtwrite', '-sOutputFile=-', join(dir, 'f.eps')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    for (const label of Object.values(DEMO_LABELS)) expect(run.stdout).toContain(label);
  });
});
