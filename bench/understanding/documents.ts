// A corpus attachment made into the file a researcher would upload: a PDF whose lines are the
// text file's lines (hard wraps, headers and all, as a journal PDF gives them), a Word file with
// one paragraph per line, or the text as it is.
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

export async function pdfOf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10);
    for (const line of text.split('\n')) {
      if (line.trim() === '\f' || /^\f/.test(line)) doc.addPage();
      else doc.text(line.trim() === '' ? ' ' : line, { lineBreak: false });
    }
    doc.end();
  });
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function docxOf(text: string): Buffer {
  const body = text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => `<w:p><w:r><w:t xml:space="preserve">${escape(l)}</w:t></w:r></w:p>`)
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
    }),
  );
}
