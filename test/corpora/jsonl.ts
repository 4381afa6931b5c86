// Every corpus is one folder per half (dev, heldout) of JSON Lines files, read in file order.
// One reader for all of them, so a malformed line is reported the same way everywhere: with
// its file and line number.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Half = 'dev' | 'heldout';

/** The items of one half of the corpus in `folder`, each with where it was read; none when the half is absent. */
export function readHalf<T>(folder: string, half: Half): Array<{ item: T; where: string }> {
  const dir = join(folder, half);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
  } catch {
    return [];
  }
  return files.flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .map((line, index) => ({ line, where: `${half}/${f}:${index + 1}` }))
      .filter(({ line }) => line.trim() !== '')
      .map(({ line, where }) => {
        try {
          return { item: JSON.parse(line) as T, where };
        } catch (error) {
          throw new Error(`${where}: not JSON (${(error as Error).message})`);
        }
      }),
  );
}

/** The items alone. */
export function itemsOf<T>(folder: string, half: Half): T[] {
  return readHalf<T>(folder, half).map(({ item }) => item);
}
