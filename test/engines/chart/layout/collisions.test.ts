// Every chart type at every journal width, read back from its PDF as a reader's software reads
// it (poppler's word boxes): no word off the page, no word over another, no text under the
// journal's smallest size (and never under 5 pt). The gallery's sample data at every width;
// the same data with long category labels at the narrowest and the widest width.

import { CHART_TYPES, type ChartType } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { specFromRequest } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { textNodes } from '../../../../engines/chart/render/scene.ts';
import { samples } from '../../../../engines/chart/samples.ts';
import { FIGURE_WIDTHS, figureWidthMm, hasFigureWidth, JOURNAL_STYLES, journalStyles, type FigureWidth, type JournalStyleName } from '../../../../engines/chart/style/journals.ts';
import { describe as describeWord, overlappingWords, pdfWords, wordsOffPage } from './textBoxes.ts';

const LONG = ['Ciprofloxacin-resistant isolates', 'Wild-type littermate controls', 'Heterozygous knockout', 'Homozygous knockout (KO)', 'Vehicle-treated mice', 'Sham-operated animals'];

/** The table with each category of a column of at most 12 categories given a long name. */
function withLongLabels(table: Table): Table {
  return {
    ...table,
    columns: table.columns.map((c) => {
      if (c.type !== 'category') return c;
      const names = new Map<string, string>();
      for (const v of c.values) if (v !== null && !names.has(String(v))) names.set(String(v), `${LONG[names.size % LONG.length]} ${v}`);
      if (names.size > 12) return c;
      return { ...c, values: c.values.map((v) => (v === null ? v : (names.get(String(v)) ?? v))) };
    }),
  };
}

const widths: Array<[JournalStyleName, FigureWidth]> = JOURNAL_STYLES.flatMap((j) => FIGURE_WIDTHS.filter((w) => hasFigureWidth(j, w)).map((w): [JournalStyleName, FigureWidth] => [j, w]));
const byWidth = [...widths].sort((a, b) => figureWidthMm(...a) - figureWidthMm(...b));
const narrowest = byWidth[0]!;
const widest = byWidth[byWidth.length - 1]!;

const cases: Array<[string, ChartType, JournalStyleName, FigureWidth, boolean]> = [];
for (const type of CHART_TYPES) {
  for (const [journal, width] of widths) cases.push([`${type} ${journal} ${width}`, type, journal, width, false]);
  for (const [journal, width] of [narrowest, widest]) cases.push([`${type} ${journal} ${width} long labels`, type, journal, width, true]);
}

const all = samples();

/**
 * Known defects, recorded rather than hidden: each is expected to fail until it is fixed (jest
 * reports it when it starts passing). None at present.
 */
const KNOWN_DEFECTS = new Set<string>([]);

const layoutCase = async (_name: string, type: ChartType, journal: JournalStyleName, width: FigureWidth, long: boolean): Promise<void> => {
    const sample = all[type];
    const table = long ? withLongLabels(sample.table) : sample.table;
    const spec = specFromRequest(table, sample.request, [type]);
    const scene = CHARTS[type]({ table, spec, theme: themeFor(journal, width, 'okabe_ito') });
    const page = pdfWords(await toPdf(scene));
    expect(page.words.length).toBeGreaterThan(0);
    expect(wordsOffPage(page).map(describeWord)).toEqual([]);
    expect(overlappingWords(page).map(([a, b]) => `${describeWord(a)} over ${describeWord(b)}`)).toEqual([]);
    const smallest = Math.max(5, journalStyles[journal].minFontSizePt);
    expect(textNodes(scene.nodes).filter((t) => t.size < smallest - 0.01).map((t) => `"${t.text}" at ${t.size.toFixed(2)} pt`)).toEqual([]);
};

describe('chart layout, read from the PDF', () => {
  test.each(cases.filter(([name]) => !KNOWN_DEFECTS.has(name)))('%s', layoutCase);
  test.failing.each(cases.filter(([name]) => KNOWN_DEFECTS.has(name)))('%s (known defect)', layoutCase);
});
