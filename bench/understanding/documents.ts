// A corpus attachment made into the file a researcher would upload, with the test fixtures'
// builders: a PDF whose lines are the text file's lines (hard wraps, headers and all, as a
// journal PDF gives them; a form feed starts a page), or a Word file with one paragraph per line.
import { docxFile, pdfFile, wordParagraph } from '../../test/engines/flowchart/fixtures/documents.ts';

export function pdfOf(text: string): Promise<Buffer> {
  return pdfFile((doc) => {
    doc.fontSize(10);
    for (const line of text.split('\n')) {
      if (line.startsWith('\f')) doc.addPage();
      else doc.text(line.trim() === '' ? ' ' : line);
    }
  });
}

export function docxOf(text: string): Buffer {
  return docxFile(text.split('\n').map((line) => wordParagraph(line)));
}
