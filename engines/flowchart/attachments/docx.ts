// DOCX through mammoth, its HTML turned into Markdown with its paragraphs read whole
// (htmlMarkdown.ts; empty paragraphs are kept: they part what a PDF converter wrote as one
// paragraph a line). The zip is checked first with the shared zip guard
// (core/zip.ts), which reads the sizes the zip declares and then counts what
// inflating really produces, so a zip bomb is refused before mammoth inflates anything.
import mammoth from 'mammoth';
import { checkDeclaredSizes, checkInflatedSizes, readCentralDirectory, ZipProblem } from '../../../core/zip.ts';
import { FlowchartError } from '../errors.ts';
import { fileName, unreadable } from './failures.ts';
import { htmlToMarkdown } from './htmlMarkdown.ts';

export async function readDocx(bytes: Buffer, name: string | undefined): Promise<string> {
  guardZip(bytes, name);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: false })).value;
  } catch {
    throw unreadable(name, 'the file does not open as a Word document (DOCX).');
  }
  return htmlToMarkdown(html);
}

function guardZip(bytes: Buffer, name: string | undefined): void {
  const entries = readCentralDirectory(bytes);
  if (!entries) throw unreadable(name, 'the Word document (DOCX) is damaged: its zip directory cannot be read.');
  try {
    checkDeclaredSizes(bytes, entries);
    checkInflatedSizes(bytes, entries);
  } catch (error) {
    if (!(error instanceof ZipProblem)) throw error;
    if (error.kind === 'too_large') {
      throw new FlowchartError('ATTACHMENT_TOO_LARGE', `${fileName(name)}: the Word document expands to too much data when unzipped (over 100 MB, or a part that expands more than 200 times).`);
    }
    if (error.kind === 'encrypted') throw unreadable(name, 'the Word document is encrypted; attach a copy without a password.');
    throw unreadable(name, 'the Word document (DOCX) is damaged: a part of it cannot be unzipped.');
  }
}
