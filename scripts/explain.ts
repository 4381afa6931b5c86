// `npm run explain -- chart DATA_FILE "REQUEST" ["EDIT"...]`: how the chart reader reads a
// request against a data file: which words made which part of the chart, the chart it would
// draw, or the refusal a client would get, word for word. Each EDIT is applied in turn.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseDataFile, readingPhrases, readRequest, specFromEdit } from '../engines/chart/index.ts';
import { interpretRequest, tableWords } from '../engines/chart/interpret/index.ts';

const [kind, file, request, ...edits] = process.argv.slice(2);
if (kind !== 'chart' || !file || !request) {
  console.error('usage: npm run explain -- chart DATA_FILE "REQUEST" ["EDIT" ...]');
  process.exit(2);
}

const table = await parseDataFile(readFileSync(file), { fileName: basename(file) });
console.log(`data: ${basename(file)}, ${table.rowCount} rows; columns: ${table.columns.map((c) => `${c.name} (${c.type})`).join(', ')}\n`);
try {
  const { bindings } = interpretRequest(request, tableWords(table.columns));
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
  const e = error as { reason?: string; message: string; details?: unknown };
  console.log(`refused: ${e.reason ?? 'error'}\n  ${e.message}${e.details ? `\n  details: ${JSON.stringify(e.details)}` : ''}`);
  process.exit(1);
}
