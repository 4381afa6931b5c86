import { StoredFile } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { invalidRequest } from '../../core/errors.ts';
import { isUsable, type FileRow } from '../../core/files.ts';

/** A file a request names as its input: the caller's own, of an allowed purpose, still usable. */
export async function usableFile(accountId: string, fileId: string, field: string, purposes: string[]): Promise<FileRow> {
  const file = await (await em()).findOne(StoredFile, { id: fileId, accountId });
  if (!file || !purposes.includes(file.purpose)) {
    throw invalidRequest('FILE_NOT_FOUND', `${field} is not one of your files with purpose ${purposes.join(' or ')}.`, field);
  }
  if (!isUsable(file)) throw invalidRequest('FILE_EXPIRED', `The file in ${field} has expired; upload it again.`, field);
  return file;
}
