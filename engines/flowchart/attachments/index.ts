// Attachments read for their content (SPEC "POST /flowcharts/generations",
// attachment_file_ids): a file's text with its structure written as Markdown, which the
// interpreter reads beside the prompt. A PDF's or Word file's lines are read as a person reads
// them (reflow.ts): paragraphs whole, numbered section titles as headings, page furniture left
// out. An image's text is marked as OCR'd, and as having no wiring when neither its words nor
// its drawn arrows say how its steps connect (image.ts). The content type is the one
// core/sniff.ts decided from the bytes. Limits: LIMITS.upload.flowchart_attachment.maxBytes per file, and at most
// MAX_ATTACHMENT_TEXT_CHARS of text from one file: more is refused, never cut silently.
import { LIMITS } from '../../../core/limits.ts';
import { FlowchartError } from '../errors.ts';
import type { DocumentText } from '../model.ts';
import { readDoc } from './doc.ts';
import { readDocx } from './docx.ts';
import { fileName, noText } from './failures.ts';
import { readImage, type ImageText } from './image.ts';
import { readPdf } from './pdf.ts';
import { readSvg } from './svg.ts';

export interface Attachment {
  bytes: Buffer;
  /** As sniffed from the bytes (core/sniff.ts). */
  contentType: string;
  /** The uploaded file's name, when known: messages name the file by it. */
  name?: string;
}

/** The most text one attachment may give: far more than any flowchart can draw (MAX_NODES). */
export const MAX_ATTACHMENT_TEXT_CHARS = 200_000;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function readAttachment(a: Attachment): Promise<DocumentText> {
  const maxBytes = LIMITS.upload.flowchart_attachment.maxBytes;
  if (a.bytes.length > maxBytes) {
    throw new FlowchartError('ATTACHMENT_TOO_LARGE', `${fileName(a.name)}: attachments are limited to ${maxBytes / (1024 * 1024)} MB.`);
  }
  const read = await readText(a);
  const text = tidy(typeof read === 'string' ? read : read.text);
  if (text === '') throw noText(a.name, 'the file holds no text to read.');
  if (text.length > MAX_ATTACHMENT_TEXT_CHARS) {
    throw new FlowchartError(
      'ATTACHMENT_TOO_LONG',
      `${fileName(a.name)}: the file holds more than ${MAX_ATTACHMENT_TEXT_CHARS.toLocaleString('en-US')} characters of text, the most an attachment may give. Attach the part that describes the flow.`,
    );
  }
  const document: DocumentText = a.name === undefined ? { text } : { name: a.name, text };
  if (IMAGE_TYPES.has(a.contentType)) document.source = 'ocr';
  if (typeof read !== 'string' && read.wiring) document.wiring = read.wiring;
  return document;
}

/** Read by text detection (image.ts): their text is marked as OCR'd. */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

function readText(a: Attachment): Promise<string | ImageText> | string {
  switch (a.contentType) {
    case 'application/pdf':
      return readPdf(a.bytes, a.name, MAX_ATTACHMENT_TEXT_CHARS);
    case DOCX:
      return readDocx(a.bytes, a.name);
    case 'application/msword':
      return readDoc(a.bytes, a.name);
    case 'text/markdown':
    case 'text/plain':
      return a.bytes.toString('utf8');
    case 'image/svg+xml':
      return readSvg(a.bytes, a.name);
    case 'image/png':
    case 'image/jpeg':
    case 'image/webp':
      return readImage(a.bytes, a.name);
    default:
      throw new FlowchartError('ATTACHMENT_UNREADABLE', `${fileName(a.name)}: files of type ${a.contentType} cannot be read as a flowchart's source.`);
  }
}

/** One kind of line ending, no NUL or byte-order mark, no trailing spaces, at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
