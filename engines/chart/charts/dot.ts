// Cleveland dot plots (Cleveland & McGill 1984): one value per category (the mean, or the
// summary the request names, when a category has several rows, which the value axis then
// names: "Mean GDP"), categories down the y axis
// sorted by value, the largest at the top (or as the request sorts or cuts them: the value of a
// category with groups is that of all its rows, transforms/arrange.ts), with faint dotted leader
// lines; one colour per group.
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { categoricalY } from '../plot/categoricalY.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { Aggregate } from '../spec.ts';
import { emptiestCorner, statBlock } from '../marks/statBlock.ts';
import { arrange, categoryNoun, rankedBy } from '../transforms/arrange.ts';
import { aggregate, groupNumbers } from '../transforms/group.ts';
import { summaryNote, summaryTitle } from '../transforms/methodLabels.ts';
import { groupTest, oneGrouping, withLetterRoom } from '../transforms/groupTest.ts';
import { testResultNodes } from '../marks/testResult.ts';
import { dot as dotMark, ruleY } from '../marks/index.ts';
import type { ChartInput } from './types.ts';

export function dot(input: ChartInput): Scene {
  const { table, spec, theme } = input;
  // Rows: x when it holds categories, else the "by" column ("dot plot of GDP by country").
  const catCol =
    spec.x && column(table, spec.x).type === 'category'
      ? column(table, spec.x)
      : spec.group
        ? column(table, spec.group)
        : require(findColumn(table, spec, { types: ['category'] }), 'COLUMNS_MISSING', 'A column of categories is needed for the rows of the dot plot.');
  const valueName = spec.y[0] ?? (spec.x && spec.x !== catCol.name ? spec.x : undefined);
  const valCol = valueName ? numeric(table, valueName) : require(findColumn(table, spec, { types: ['number'], exclude: [catCol.name, spec.group] }), 'COLUMNS_MISSING', 'A numeric column is needed for the values of the dot plot.');
  const groupCol = spec.group && spec.group !== catCol.name ? column(table, spec.group) : undefined;
  const how: Aggregate = spec.aggregate ?? 'mean';
  const cats = levels(catCol.values);
  const groups = groupCol ? levels(groupCol.values) : [valCol.name];
  // One cell per row category and group.
  const cells = groupNumbers(
    table.rowCount,
    (i) => {
      const c = catCol.values[i];
      return c === null || c === undefined ? undefined : `${String(c)}\u0000${groupCol ? String(groupCol.values[i]) : valCol.name}`;
    },
    (i) => valCol.values[i],
  );
  if (cells.size === 0) throw new ChartError('NO_VALUES', `Column "${valCol.name}" has no numbers.`);
  const value = (c: string, g: string): number | undefined => {
    const list = cells.get(`${c}\u0000${g}`);
    return list && list.length > 0 ? aggregate(list, how) : undefined;
  };
  // Rows sorted by the value of all the category's rows, largest at the top, unless the request sorts or cuts them.
  const pooled = (c: string): number[] => groups.flatMap((g) => cells.get(`${c}\u0000${g}`) ?? []);
  const ranked = cats.filter((c) => pooled(c).length > 0).map((c) => ({ key: c, value: aggregate(pooled(c), how) }));
  const pooledSeveral = ranked.some((r) => pooled(r.key).length > 1) || spec.aggregate !== undefined;
  const { order: rows, note: kept } = arrange(ranked, { ...spec, sort: spec.sort ?? (spec.top ? undefined : 'descending') }, { noun: categoryNoun(catCol.name, catCol.type), by: rankedBy(valCol.name, pooledSeveral ? how : undefined) });
  // The test the request names between the rows drawn (transforms/groupTest.ts), if any.
  const test = groupTest(input, oneGrouping(input, rows.map((c) => ({ name: c, values: pooled(c) })), groupCol ? groups : []));
  const several = [...cells.values()].some((l) => l.length > 1);
  const summarised = several || spec.aggregate !== undefined;
  const label = summaryTitle(valCol.name, summarised ? how : undefined);
  // The request's own axis title does not say what the dots are: a note does.
  const note = spec.xAxis.label && summarised ? summaryNote(how) : [];
  const xs = rows.flatMap((c) => groups.map((g) => value(c, g)).filter((v): v is number => v !== undefined));
  // A little room beyond the extreme dots so that none sits on the axis.
  const span = Math.max(...xs) - Math.min(...xs) || Math.abs(xs[0] ?? 1) || 1;
  xs.push(Math.min(...xs) - span * 0.04, Math.max(...xs) + span * 0.04);
  return categoricalY({
    spec,
    theme,
    x: { values: withLetterRoom(xs, test, spec, true) },
    categories: rows,
    xLabel: label,
    ...(kept ? { subtitle: kept } : {}),
    legend: groupCol ? groups.map((g, i) => ({ label: g, color: theme.color(i), shape: 'point' })) : [],
    marks: (scales, plot) => {
      const nodes: SceneNode[] = [];
      for (const c of rows) {
        const cy = scales.y.center(c);
        nodes.push(ruleY(cy, plot.x, plot.x + plot.width, theme, { stroke: '#BBBBBB', strokeWidth: theme.axisWidth * 0.6, dash: [0.8, 1.6], lineCap: 'round' }));
      }
      for (const c of rows) {
        const cy = scales.y.center(c);
        groups.forEach((g, gi) => {
          const v = value(c, g);
          if (v === undefined) return;
          nodes.push(dotMark(scales.x.map(v), cy, theme, { r: theme.markerRadius * 1.1, fill: theme.color(gi) }));
        });
      }
      if (test) {
        const bands = rows.map((c) => ({ name: c, from: scales.y.center(c) - scales.y.step / 2, to: scales.y.center(c) + scales.y.step / 2 }));
        nodes.push(...testResultNodes(test, { bands, marks: nodes.filter((n) => n.type === 'circle'), plot, theme, horizontal: true, notes: note, prefer: ['bottom-right', 'top-right', 'bottom-left', 'top-left'], knockout: true }));
      } else if (note.length > 0) {
        const dots = rows.flatMap((c) => groups.flatMap((g) => (value(c, g) === undefined ? [] : [[scales.x.map(value(c, g) as number), scales.y.center(c)] as [number, number]])));
        nodes.push(...statBlock(note.map((text) => ({ text })), plot, theme, emptiestCorner(note, dots, plot, theme, ['bottom-right', 'top-right', 'bottom-left', 'top-left'])));
      }
      return nodes;
    },
  });
}
