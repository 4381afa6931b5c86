// Attachments are read for their content (SPEC "POST /flowcharts/generations"): each format's
// text with its structure as Markdown, from real files made here, and refusals that name the
// file without a library's words.
import { strToU8, zipSync } from 'fflate';
import { readAttachment, MAX_ATTACHMENT_TEXT_CHARS } from '../../../engines/flowchart/attachments/index.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';
import { textImage } from '../../support/textImage.ts';
import { DOCX, docxFile, pdfFile as pdf, wordParagraph } from './fixtures/documents.ts';

afterAll(async () => {
  await closeOcr();
});

/** A Word document with a heading, a paragraph and a numbered list. */
function docx(): Buffer {
  return docxFile([
    wordParagraph('RNA extraction', { style: 'Heading1' }),
    wordParagraph('Samples are processed on ice.'),
    wordParagraph('Lyse cells in TRIzol', { numbered: true }),
    wordParagraph('Add chloroform & centrifuge', { numbered: true }),
    wordParagraph('Precipitate RNA', { numbered: true }),
  ]);
}

describe('readAttachment', () => {
  test('a PDF keeps its numbered list one step a line, across its pages', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(16).text('Sample preparation');
      doc.fontSize(11).text('1. Thaw the samples on ice');
      doc.text('2. Centrifuge at 4000 g for 10 min');
      doc.text('3. Transfer the supernatant');
      doc.addPage().text('4. Store at -80 °C');
    });
    const read = await readAttachment({ bytes, contentType: 'application/pdf', name: 'protocol.pdf' });
    expect(read.name).toBe('protocol.pdf');
    const lines = read.text.split('\n');
    expect(lines).toEqual(['# Sample preparation', '', '1. Thaw the samples on ice', '2. Centrifuge at 4000 g for 10 min', '3. Transfer the supernatant', '4. Store at -80 °C']);
  });

  test('a PDF without a text layer is refused as having no text, naming the file', async () => {
    const bytes = await pdf((doc) => doc.rect(50, 50, 300, 200).fill('#333333'));
    await expect(readAttachment({ bytes, contentType: 'application/pdf', name: 'scan.pdf' })).rejects.toMatchObject({
      reason: 'ATTACHMENT_HAS_NO_TEXT',
      message: expect.stringMatching(/^scan\.pdf: .*no text layer/),
    });
  });

  test('bytes that only start like a PDF are unreadable, without the library speaking', async () => {
    const bytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage', 'latin1');
    const failure = readAttachment({ bytes, contentType: 'application/pdf', name: 'broken.pdf' });
    await expect(failure).rejects.toMatchObject({ reason: 'ATTACHMENT_UNREADABLE', message: 'broken.pdf: the file does not open as a PDF.' });
  });

  test('a DOCX gives its heading, paragraph and numbered list as Markdown', async () => {
    const read = await readAttachment({ bytes: docx(), contentType: DOCX, name: 'rna.docx' });
    expect(read.text).toBe('# RNA extraction\n\nSamples are processed on ice.\n\n1. Lyse cells in TRIzol\n2. Add chloroform & centrifuge\n3. Precipitate RNA');
  });

  test('a DOCX that would inflate far beyond its size is refused before it is unzipped by the reader', async () => {
    const bomb = Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': new Uint8Array(4 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(readAttachment({ bytes: bomb, contentType: DOCX, name: 'bomb.docx' })).rejects.toMatchObject({ reason: 'ATTACHMENT_TOO_LARGE', message: expect.stringMatching(/^bomb\.docx: /) });
  });

  test('a DOCX that is not a Word package is unreadable', async () => {
    const bytes = Buffer.from(zipSync({ 'word/other.txt': strToU8('hello') }));
    await expect(readAttachment({ bytes, contentType: DOCX, name: 'odd.docx' })).rejects.toMatchObject({ reason: 'ATTACHMENT_UNREADABLE', message: 'odd.docx: the file does not open as a Word document (DOCX).' });
  });

  test('an OLE2 file that is not a Word document is unreadable as DOC', async () => {
    const ole = Buffer.alloc(1536);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    await expect(readAttachment({ bytes: ole, contentType: 'application/msword', name: 'old.doc' })).rejects.toMatchObject({
      reason: 'ATTACHMENT_UNREADABLE',
      message: 'old.doc: the file does not open as a Word 97-2003 document (DOC).',
    });
  });

  test('Markdown and text come as written, with one kind of line ending and no NUL', async () => {
    const bytes = Buffer.from('# Pipeline\r\n\r\n- Align reads\r\n- Call variants\u0000\r\n', 'utf8');
    const read = await readAttachment({ bytes, contentType: 'text/markdown', name: 'pipeline.md' });
    expect(read.text).toBe('# Pipeline\n\n- Align reads\n- Call variants');
  });

  test('an SVG gives the text of its text, tspan, title and desc elements in document order', async () => {
    const svg = `<?xml version="1.0"?>
<!-- drawn elsewhere -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
  <title>Screening flow</title>
  <desc>Participants &amp; samples</desc>
  <g><rect width="10" height="10"/><text x="10" y="20">Assessed for eligibility (n=120)</text></g>
  <text x="10" y="60"><tspan x="10" dy="0">Excluded</tspan><tspan x="10" dy="14">(n=20)</tspan></text>
  <text x="10" y="100">Random<tspan font-weight="bold">ised</tspan> &#8211; n=100</text>
  <style>text { font: 12px sans-serif }</style>
</svg>`;
    const read = await readAttachment({ bytes: Buffer.from(svg), contentType: 'image/svg+xml', name: 'flow.svg' });
    expect(read.text.split('\n')).toEqual(['Screening flow', 'Participants & samples', 'Assessed for eligibility (n=120)', 'Excluded', '(n=20)', 'Randomised – n=100']);
  });

  test('an SVG declaring entities is refused, not expanded', async () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;&b;</text></svg>`;
    await expect(readAttachment({ bytes: Buffer.from(svg), contentType: 'image/svg+xml', name: 'lol.svg' })).rejects.toMatchObject({ reason: 'ATTACHMENT_UNREADABLE', message: expect.stringMatching(/^lol\.svg: .*entities/) });
  });

  test('an image is read line by line by text detection', async () => {
    const png = await textImage({
      width: 900,
      height: 300,
      texts: ['1. Collect blood samples', '2. Isolate plasma', '3. Measure cytokines'].map((text, k) => ({ text, x: 40, y: 70 + 80 * k, size: 34 })),
    });
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'steps.png' });
    expect(read.text.split('\n')).toEqual(['1. Collect blood samples', '2. Isolate plasma', '3. Measure cytokines']);
    expect(read.source).toBe('ocr');
    // Numbered steps say their order: nothing about it is unknown.
    expect(read.wiring).toBeUndefined();
  }, 60_000);

  test('text longer than the limit is refused, not cut', async () => {
    const bytes = Buffer.from('step\n'.repeat(Math.ceil(MAX_ATTACHMENT_TEXT_CHARS / 5) + 1));
    await expect(readAttachment({ bytes, contentType: 'text/plain', name: 'long.txt' })).rejects.toMatchObject({ reason: 'ATTACHMENT_TOO_LONG', message: expect.stringMatching(/^long\.txt: /) });
  });

  test('a file with no text at all says so', async () => {
    await expect(readAttachment({ bytes: Buffer.from('  \n\n '), contentType: 'text/plain' })).rejects.toMatchObject({ reason: 'ATTACHMENT_HAS_NO_TEXT', message: 'The attachment: the file holds no text to read.' });
  });
});
