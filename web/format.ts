// How the website writes times and paging cursors.
import { WebError } from './errors.ts';

/** `2026-05-01 14:03 UTC`: one zone for everyone, since the pages run no script to localize. */
export function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A position in a list ordered newest first: the last row's time and id. */
export interface Position {
  time: Date;
  id: string;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.time.getTime()}.${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Position | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new WebError(400, 'That page link is not valid. Start again from the first page.');
  return { time: new Date(Number(match[1])), id: match[2]! };
}
