import { em } from '../../core/db/orm.ts';
import { boolOf, rows } from '../../core/db/sql.ts';
import { invalidRequest } from '../../core/errors.ts';
import { accountFile, fileFromRow, isUsable, type FileRow } from '../../core/files.ts';
import { probeImage } from '../../core/imageProbe.ts';
import { LIMITS } from '../../core/limits.ts';
import { fileStorage } from '../../core/storage.ts';

/** A file a request names as its input: the caller's own, of an allowed purpose, still usable. */
export async function usableFile(accountId: string, fileId: string, field: string, purposes: string[]): Promise<FileRow> {
  return checkedFile(await accountFile(await em(), accountId, fileId), field, purposes);
}

/** usableFile's checks on a row already read (null: not one of the caller's files). */
export function checkedFile(file: FileRow | null, field: string, purposes: string[]): FileRow {
  if (!file || !purposes.includes(file.purpose)) {
    throw invalidRequest('FILE_NOT_FOUND', `${field} is not one of your files with purpose ${purposes.join(' or ')}.`, field);
  }
  if (!isUsable(file)) throw invalidRequest('FILE_EXPIRED', `The file in ${field} has expired; upload it again.`, field);
  return file;
}

export interface ImageSource {
  file: FileRow;
  bytes: Buffer;
  /** As displayed (EXIF orientation applied), as the engines see it. */
  width: number;
  height: number;
}

const EDITABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * An image a request names for analysis or editing: the caller's upload or image output, PNG,
 * JPEG or WebP, within the upload size and the pixel limit (read from its header, never
 * decoded here).
 */
export async function usableImage(accountId: string, fileId: string, field: string): Promise<ImageSource> {
  return checkedImage(await accountFile(await em(), accountId, fileId), field);
}

/** usableImage's checks on a row already read (null: not one of the caller's files). */
export async function checkedImage(found: FileRow | null, field: string): Promise<ImageSource> {
  const file = checkedFile(found, field, ['image', 'output']);
  if (!EDITABLE_TYPES.includes(file.contentType)) {
    throw invalidRequest('UNSUPPORTED_SOURCE_FORMAT', `${field} must be a PNG, JPEG or WebP image.`, field);
  }
  if (file.sizeBytes > LIMITS.upload.image.maxBytes) {
    throw invalidRequest('FILE_TOO_LARGE', `Images are limited to ${LIMITS.upload.image.maxBytes} bytes.`, field, { max_bytes: LIMITS.upload.image.maxBytes });
  }
  const bytes = await fileStorage().get(file.id);
  const probe = await probeImage(bytes);
  if (!probe.ok) {
    const message = probe.reason === 'IMAGE_TOO_LARGE' ? `Images are limited to ${LIMITS.maxInputPixels} pixels.` : `${field} cannot be read as an image.`;
    throw invalidRequest(probe.reason, message, field);
  }
  return { file, bytes, width: probe.displayed.width, height: probe.displayed.height };
}

/**
 * The attachments a flowchart request names: each the caller's upload with purpose
 * flowchart_attachment, still usable, and named once (the same steps read twice would be
 * drawn twice).
 */
export async function flowchartAttachments(accountId: string, fileIds: string[], field: string): Promise<FileRow[]> {
  const files: FileRow[] = [];
  for (const [i, id] of fileIds.entries()) {
    if (fileIds.indexOf(id) !== i) throw invalidRequest('DUPLICATE_FILE', `${field}.${i} names the same file as ${field}.${fileIds.indexOf(id)}; name each attachment once.`, `${field}.${i}`);
    files.push(await usableFile(accountId, id, `${field}.${i}`, ['flowchart_attachment']));
  }
  return files;
}

/** One of the caller's files, and whether it is the output of one of their flowchart jobs. */
export interface SourceFile {
  file: FileRow;
  fromFlowchart: boolean;
}

/** One read for a request that sorts its source by kind before checking it. */
export async function sourceFile(accountId: string, fileId: string): Promise<SourceFile | null> {
  const [row] = await rows(
    await em(),
    `select f.*, f.purpose = 'output' and exists (select 1 from jobs j where j.id = f.job_id and j.account_id = f.account_id and j.kind = 'flowchart') as from_flowchart
     from files f where f.id = ? and f.account_id = ?`,
    [fileId, accountId],
  );
  return row ? { file: fileFromRow(row), fromFlowchart: boolOf(row.from_flowchart) } : null;
}

/**
 * What kind of SVG a source is, when it is an SVG: `flowchart` for the output of one of the
 * caller's flowchart jobs (the one SVG conversions take as a source), `other` for any other
 * (a traced image, an uploaded attachment); null for anything else. Validity (expiry, size) is
 * checked apart.
 */
export function svgSourceKind(source: SourceFile | null): 'flowchart' | 'other' | null {
  if (source?.file.contentType !== 'image/svg+xml') return null;
  return source.fromFlowchart ? 'flowchart' : 'other';
}
