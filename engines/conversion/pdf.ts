// PDF output: one page the physical size of the image at the dpi, the image filling it.

import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, PDFNumber, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { embedPng } from './pdfPng.ts';
import { readPngFile } from './pngFile.ts';
import { asEngineError } from './source.ts';
import type { Source } from './source.ts';

const POINTS_PER_INCH = 72;
// Acrobat's largest page side in default user space (200 inches); beyond it the page is
// described in larger units (UserUnit, PDF 1.6) so that its physical size stays right.
const MAX_PAGE_POINTS = 14_400;
const PRODUCER = 'Figure service';

/** A JPEG source has been decoded once already (checkDecodes); a PNG is checked as it is embedded. */
export async function toPdf(source: Source, dpi: number): Promise<Buffer> {
  try {
    const doc = await PDFDocument.create();
    doc.setProducer(PRODUCER);
    doc.setCreator(PRODUCER);
    // A JPEG goes in as it is (DCTDecode), so it is not compressed a second time.
    const image = source.contentType === 'image/jpeg' ? (await doc.embedJpg(source.bytes)).ref : await embedPng(doc, readPngFile(source.bytes));
    const width = (source.width / dpi) * POINTS_PER_INCH;
    const height = (source.height / dpi) * POINTS_PER_INCH;
    const userUnit = Math.max(1, Math.max(width, height) / MAX_PAGE_POINTS);
    const page = doc.addPage([width / userUnit, height / userUnit]);
    if (userUnit > 1) page.node.set(PDFName.of('UserUnit'), PDFNumber.of(userUnit));
    const name = page.node.newXObject('Image', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width / userUnit, 0, 0, height / userUnit, 0, 0), drawObject(name), popGraphicsState());
    return Buffer.from(await doc.save());
  } catch (error) {
    throw asEngineError(error);
  }
}
