// PDF output: one page the physical size of the image at the dpi, the image filling it.

import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { asEngineError } from './source.ts';
import type { Source } from './source.ts';

const POINTS_PER_INCH = 72;
// Acrobat's largest page side in default user space (200 inches); beyond it the page is
// described in larger units (UserUnit, PDF 1.6) so that its physical size stays right.
const MAX_PAGE_POINTS = 14_400;
const PRODUCER = 'Figure service';

export async function toPdf(source: Source, dpi: number): Promise<Buffer> {
  try {
    const doc = await PDFDocument.create();
    doc.setProducer(PRODUCER);
    doc.setCreator(PRODUCER);
    // A JPEG goes in as it is (DCTDecode), so it is not compressed a second time.
    const image = source.contentType === 'image/jpeg' ? await doc.embedJpg(source.bytes) : await doc.embedPng(source.bytes);
    const width = (source.width / dpi) * POINTS_PER_INCH;
    const height = (source.height / dpi) * POINTS_PER_INCH;
    const userUnit = Math.max(1, Math.max(width, height) / MAX_PAGE_POINTS);
    const page = doc.addPage([width / userUnit, height / userUnit]);
    if (userUnit > 1) page.node.set(PDFName.of('UserUnit'), PDFNumber.of(userUnit));
    page.drawImage(image, { x: 0, y: 0, width: width / userUnit, height: height / userUnit });
    return Buffer.from(await doc.save());
  } catch (error) {
    throw asEngineError(error);
  }
}
