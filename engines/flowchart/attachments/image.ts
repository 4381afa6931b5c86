// Images through the project's text detection (engines/image/ocr): its lines, in its
// reading order, one a line.
import { detectText } from '../../image/ocr/index.ts';
import { EngineError } from '../../shared/errors.ts';
import { FlowchartError } from '../errors.ts';
import { fileName, unreadable } from './failures.ts';

export async function readImage(bytes: Buffer, name: string | undefined): Promise<string> {
  let texts: { text: string }[];
  try {
    texts = (await detectText(bytes)).texts;
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'IMAGE_TOO_LARGE') {
      throw new FlowchartError('ATTACHMENT_TOO_LARGE', `${fileName(name)}: ${error.message}`);
    }
    throw unreadable(name, 'the image cannot be decoded.');
  }
  return texts
    .map((t) => t.text.trim())
    .filter((t) => t !== '')
    .join('\n');
}
