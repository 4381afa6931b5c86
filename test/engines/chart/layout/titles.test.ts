// A title longer than the page is wrapped, whatever frame draws the chart (plot/frame.ts
// layoutHeader): every chart type at the narrowest journal width (Science, one column, 57 mm)
// with the gallery's sample data and a long title, read back from its PDF as a reader's software
// reads it: every word of the title on the page, on more than one line, over nothing else.
import { CHART_TYPES } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import { specFromRequest } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { samples } from '../../../../engines/chart/samples.ts';
import { describe as describeWord, overlappingWords, pdfWords, wordsOffPage } from './textBoxes.ts';

const TITLE = 'Relative abundance of macromolecule classes in exponentially growing Escherichia coli cells';
const all = samples();

/**
 * Known defects, recorded rather than hidden: each is expected to fail until it is fixed (jest
 * reports it when it starts passing). UpSet: three lines of title leave its intersection bars
 * about 20 pt tall on a 126 pt page, and its turned "Intersection size" (not wrapped to the bars)
 * reaches up into the title.
 */
const KNOWN_DEFECTS = new Set<string>(['upset']);

const longTitle = async (type: (typeof CHART_TYPES)[number]): Promise<void> => {
    const sample = all[type];
    const spec = specFromRequest(sample.table, `${sample.request}, title "${TITLE}"`, [type]);
    expect(spec.title).toBe(TITLE);
    const page = pdfWords(await toPdf(CHARTS[type]({ table: sample.table, spec, theme: themeFor('science', 'single', 'okabe_ito') })));
    expect(wordsOffPage(page).map(describeWord)).toEqual([]);
    expect(overlappingWords(page).map(([a, b]) => `${describeWord(a)} over ${describeWord(b)}`)).toEqual([]);
    // Each word of the title is drawn; the first and the last stand on different lines.
    const words = TITLE.split(' ');
    const found = words.map((w) => page.words.find((p) => p.text === w));
    expect(words.filter((_, i) => !found[i])).toEqual([]);
    expect(found[found.length - 1]!.yMin).toBeGreaterThan(found[0]!.yMax);
};

describe('a long title at 57 mm, wrapped onto the page over no other word', () => {
  test.each(CHART_TYPES.filter((t) => !KNOWN_DEFECTS.has(t)))('%s', longTitle);
  test.failing.each(CHART_TYPES.filter((t) => KNOWN_DEFECTS.has(t)))('%s (known defect)', longTitle);
});
