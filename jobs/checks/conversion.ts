// What a conversion is checked for before its job exists: the source's kind, format and size,
// and for PowerPoint the page the picture would need at the asked resolution.
import { invalidRequest } from '../../core/errors.ts';
import type { FileRow } from '../../core/files.ts';
import { LIMITS } from '../../core/limits.ts';
import { fileStorage } from '../../core/storage.ts';
import { claimedSize, pageProblem, svgSize, svgTextProblem } from '../../engines/conversion/index.ts';
import type { ConversionParams } from '../catalogue/params.ts';
import { checkedFile } from '../requests/sourceFiles.ts';

export { DEFAULT_SVG_WIDTH } from '../../engines/conversion/index.ts';

type RasterFormat = ConversionParams['format'];

/** The source must be the caller's usable PNG or JPEG (SVG sources are sorted out before); png and tiff need a PNG. */
export async function checkRasterSource(source: FileRow | null, format: RasterFormat, dpi: number, width: number | undefined): Promise<void> {
  const file = checkedFile(source, 'image', ['image', 'output']);
  if (file.contentType === 'image/webp') throw invalidRequest('UNSUPPORTED_SOURCE_FORMAT', 'WebP sources are not accepted; use PNG or JPEG.', 'image');
  if (!['image/png', 'image/jpeg'].includes(file.contentType)) {
    throw invalidRequest('UNSUPPORTED_SOURCE_FORMAT', 'The source must be a PNG or JPEG image.', 'image');
  }
  if ((format === 'png' || format === 'tiff') && file.contentType !== 'image/png') {
    throw invalidRequest('SOURCE_NOT_PNG', `Conversion to ${format} needs a PNG source.`, 'image');
  }
  if (file.sizeBytes > LIMITS.conversionSourceBytes) {
    throw invalidRequest('FILE_TOO_LARGE', `Conversion sources are limited to ${LIMITS.conversionSourceBytes} bytes.`, 'image');
  }
  if (width !== undefined) {
    throw invalidRequest('VALIDATION_FAILED', 'width applies to flowchart SVG sources only.', 'width');
  }
  if (format === 'pptx') {
    // Uploads do not record their size: the header says it without decoding anything.
    const size = file.width && file.height ? { width: file.width, height: file.height } : claimedSize(await fileStorage().get(file.id), file.contentType as 'image/png' | 'image/jpeg');
    const problem = size && pageProblem('pptx', size.width, size.height, dpi);
    if (problem) throw invalidRequest(problem.reason, problem.message, 'dpi');
  }
}

/**
 * A flowchart's SVG output drawn on the server at `width` pixels on its long edge. Text the
 * shipped fonts cannot draw is refused here, before any job: nothing is charged or counted.
 */
export async function checkFlowchartSource(source: FileRow | null, format: RasterFormat, dpi: number, width: number): Promise<void> {
  const file = checkedFile(source, 'image', ['output']);
  if (file.sizeBytes > LIMITS.conversionSourceBytes) {
    throw invalidRequest('FILE_TOO_LARGE', `Conversion sources are limited to ${LIMITS.conversionSourceBytes} bytes.`, 'image');
  }
  const svg = (await fileStorage().get(file.id)).toString('utf8');
  const unsupported = svgTextProblem(svg);
  if (unsupported) throw invalidRequest(unsupported.reason, unsupported.message, 'image');
  if (format === 'pptx') {
    const size = svgSize(svg);
    const scale = width / Math.max(size.width, size.height);
    const problem = pageProblem('pptx', Math.round(size.width * scale), Math.round(size.height * scale), dpi);
    if (problem) throw invalidRequest(problem.reason, problem.message, 'dpi');
  }
}
