// Word 97-2003 documents (DOC) through word-extractor: the body text, one paragraph a line.
// The format keeps list numbering outside the text, so numbered lists arrive unnumbered.
import WordExtractor from 'word-extractor';
import { unreadable } from './failures.ts';

export async function readDoc(bytes: Buffer, name: string | undefined): Promise<string> {
  let body: string;
  try {
    body = (await new WordExtractor().extract(bytes)).getBody();
  } catch {
    throw unreadable(name, 'the file does not open as a Word 97-2003 document (DOC).');
  }
  return body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
