// The chart half of `npm run explain`: the words of a request bound to parts of the chart, the
// chart spec it gives, and each edit's spec after it.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseDataFile, readingPhrases, readRequest, specFromEdit } from '../../engines/chart/index.ts';
import { interpretRequest, tableWords } from '../../engines/chart/interpret/index.ts';
import { printRefusal } from './refusal.ts';

export async function explainChart(file: string, request: string, edits: string[]): Promise<void> {
  const table = await parseDataFile(readFileSync(file), { fileName: basename(file) });
  console.log(`data: ${basename(file)}, ${table.rowCount} rows; columns: ${table.columns.map((c) => `${c.name} (${c.type})`).join(', ')}\n`);
  try {
    const { bindings } = interpretRequest(request, tableWords(table.columns, table.name));
    console.log(`request: ${request}`);
    for (const b of bindings) console.log(`  ${JSON.stringify(request.slice(b.start, b.end)).padEnd(36)} -> ${b.part}`);
    const read = readRequest(table, request, []);
    let spec = read.spec;
    // As the workspace shows it under the version.
    console.log(`\nread as: ${readingPhrases(request, read.reading, spec).map((p) => `${p.words} → ${p.part}`).join('; ')}`);
    console.log(`\nchart: ${JSON.stringify(spec, null, 2)}`);
    for (const edit of edits) {
      spec = specFromEdit(table, spec, edit);
      console.log(`\nafter "${edit}": ${JSON.stringify(spec, null, 2)}`);
    }
  } catch (error) {
    printRefusal(error);
  }
}
