// Confusion matrices: actual classes in rows, predicted in columns (scikit-learn's layout),
// each cell with its count and its share of the actual class (row %), shaded by that share;
// accuracy and Cohen's kappa (stats/diagnostic.ts confusionMatrix) under the title.
import { column, findColumn, roleColumn } from '../columns/find.ts';
import { percent } from '../format.ts';
import { colorBar } from '../legends/colorBar.ts';
import { type ColorScale, colorOf } from '../plot/color.ts';
import { matrixFrame } from '../plot/matrixFrame.ts';
import type { Scene } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { confusionMatrix as confusion } from '../stats/diagnostic.ts';
import type { ChartInput } from './types.ts';

const ACTUAL_NAMES = /actual|true|truth|observed|reference|gold|label|class|diagnosis|outcome/i;
const PREDICTED_NAMES = /pred|call|classif|assigned|estimated/i;

/** "Predicted" for a column called predicted, "Predicted (call)" for one called call. */
function axisTitle(what: string, name: string, says: RegExp): string {
  return says.test(name) ? name.charAt(0).toUpperCase() + name.slice(1) : `${what} (${name})`;
}

export function confusionMatrix({ table, spec, theme }: ChartInput): Scene {
  const types: Array<'category' | 'number'> = ['category', 'number'];
  // A role the request gave wins; then a telling header ("predicted", "actual"); only then the
  // request's "y against x", read as the plot reads it: actual classes down the rows (y),
  // predicted across the columns (x).
  const byRole = (roles: string[], exclude?: string) =>
    roles.map((r) => roleColumn(table, spec, r)).find((c) => c !== undefined && types.some((t) => t === c.type) && c.name !== exclude);
  const named = (names: RegExp, exclude?: string) => findColumn(table, spec, { names, types, exclude: [exclude] });
  const asked = (name: string | undefined, exclude?: string) => (name && name !== exclude ? column(table, name) : undefined);
  const predicted = byRole(['score']) ?? named(PREDICTED_NAMES) ?? asked(spec.x);
  const actual = byRole(['truth', 'event'], predicted?.name) ?? named(ACTUAL_NAMES, predicted?.name) ?? asked(spec.y[0], predicted?.name);
  if (!predicted || !actual) {
    throw new ChartError('COLUMNS_MISSING', 'A confusion matrix needs a column of actual classes (e.g. "actual") and one of predicted classes (e.g. "predicted").');
  }
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < table.rowCount; i++) {
    const a = actual.values[i];
    const p = predicted.values[i];
    if (a === null || a === undefined || p === null || p === undefined) continue;
    pairs.push([String(a), String(p)]);
  }
  if (pairs.length === 0) throw new ChartError('NO_VALUES', `No row has both an actual ("${actual.name}") and a predicted ("${predicted.name}") class.`);
  const classes = [...new Set(pairs.flat())];
  const numeric = classes.every((c) => c.trim() !== '' && Number.isFinite(Number(c)));
  classes.sort((a, b) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0));
  const cm = confusion(
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
    classes,
  );
  const rowTotals = cm.matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const scale: ColorScale = { map: 'blues', domain: [0, 100] };
  return matrixFrame({
    spec,
    theme,
    rows: classes,
    columns: classes,
    square: true,
    gridLines: true,
    xLabel: axisTitle('Predicted', predicted.name, PREDICTED_NAMES),
    yLabel: axisTitle('Actual', actual.name, /actual|true|truth|observed/i),
    subtitle: `Accuracy = ${cm.accuracy.toFixed(3)}, \u03ba = ${cm.kappa.toFixed(3)}, n = ${cm.n}`,
    cell: (i, j) => {
      const count = cm.matrix[i]?.[j] ?? 0;
      const total = rowTotals[i] ?? 0;
      const pct = total > 0 ? (100 * count) / total : 0;
      return { fill: colorOf(scale, pct), text: [String(count), percent(total > 0 ? count / total : 0)], boldFirst: true };
    },
    side: [colorBar(scale, 'Row %', theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12), ticks: [0, 25, 50, 75, 100] })],
  });
}
