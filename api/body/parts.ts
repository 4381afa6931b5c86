import type { Part } from 'formidable';
import { invalidRequest, type ApiError } from '../../core/errors.ts';

/**
 * Decides what each multipart part is before formidable reads it. formidable takes a part
 * without a Content-Type for a text field, but RFC 7578 makes a part's Content-Type optional
 * (python-requests and schemathesis send none): a part is a file when its Content-Disposition
 * has a `filename` parameter, and the endpoint's file field is the file even without one. A
 * part of a text field is text whatever Content-Type it carries.
 *
 * formidable reads a part with a mimetype as a file and one without as a field, so sorting
 * means setting the mimetype. The first part that breaks the endpoint's shape (an unknown
 * name, a repeat, a file in a text field) is kept as `problem`; such parts still go on to
 * formidable as fields, so that its size limits bound them.
 */
export class PartSorter {
  problem: ApiError | undefined;
  private readonly seen = new Set<string>();
  private readonly fileField: string;
  private readonly textFields: readonly string[];

  constructor(fileField: string, textFields: readonly string[]) {
    this.fileField = fileField;
    this.textFields = textFields;
  }

  sort(part: Part): void {
    const name = part.name ?? '';
    const hasFilename = part.originalFilename !== null;
    if (name === this.fileField) {
      part.mimetype ||= 'application/octet-stream';
    } else {
      part.mimetype = null;
    }
    if (this.problem) return;
    if (name === '') {
      this.problem = invalidRequest('MALFORMED_MULTIPART', 'Every part needs a name in its Content-Disposition.', 'body');
    } else if (name !== this.fileField && !this.textFields.includes(name)) {
      this.problem = invalidRequest('VALIDATION_FAILED', `Unknown field ${name}.`, name);
    } else if (this.seen.has(name)) {
      this.problem = invalidRequest('VALIDATION_FAILED', `Send ${name} once.`, name);
    } else if (hasFilename && name !== this.fileField) {
      this.problem = invalidRequest('VALIDATION_FAILED', `${name} takes a text value, not a file.`, name);
    }
    this.seen.add(name);
  }
}
