// Nested pies (sunbursts): the inner ring the parent categories, the outer ring(s) their
// children, each node's angle its share of its parent's (transforms/nestedPie.ts, the
// d3-hierarchy partition in order of first appearance). Parents take the palette's colours in
// order and children lighter tints of their parent's; parents are named in the legend with
// their share, children around the outside; each arc carries its share of the whole where it fits.
import { numeric } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { percent } from '../format.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { figureScene } from '../plot/figure.ts';
import { inkOn, tint } from '../plot/color.ts';
import { radialLabels, radialLabelsHeight } from '../marks/radialLabels.ts';
import { sector } from '../marks/sector.ts';
import { text } from '../marks/text.ts';
import { polar } from '../plot/polar.ts';
import { textWidth } from '../plot/textFit.ts';
import { smallerText } from '../plot/theme.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { nestedPie as partition, type NestedPieNode } from '../transforms/nestedPie.ts';
import type { ChartInput } from './types.ts';

export function nestedPieNodes({ table, spec }: ChartInput): { nodes: NestedPieNode[]; levelNames: string[] } {
  const cats = table.columns.filter((c) => c.type === 'category');
  const named = [spec.x, spec.group, ...spec.y, ...spec.mentioned, ...Object.values(spec.roles)]
    .map((n) => cats.find((c) => c.name === n))
    .filter((c, i, all): c is Column => Boolean(c) && all.indexOf(c) === i);
  const path = named.length >= 2 ? named : [...named, ...cats.filter((c) => !named.includes(c))];
  if (path.length < 2) throw new ChartError('COLUMNS_MISSING', 'A nested pie needs two category columns: the parent (inner ring) and the child (outer ring), e.g. "by Phylum and Genus".');
  const levelsUsed = path.slice(0, 3);
  const valueName = spec.y.find((n) => table.columns.find((c) => c.name === n)?.type === 'number') ?? spec.roles.weight ?? spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'number');
  const repeated = levels(levelsUsed.map((c) => c.values.map(String)).reduce((acc, vals) => acc.map((a, i) => `${a}\u0000${vals[i]}`))).length < table.rowCount;
  const fallback = repeated ? undefined : table.columns.find((c) => c.type === 'number')?.name;
  const chosen = valueName ?? fallback;
  const value = chosen ? numeric(table, chosen) : undefined;
  const rows: Array<{ path: string[]; value: number }> = [];
  for (let r = 0; r < table.rowCount; r++) {
    const parts = levelsUsed.map((c) => c.values[r]);
    if (parts.some((p) => p === null || p === undefined)) continue;
    const v = value ? value.values[r] : 1;
    if (typeof v !== 'number') continue;
    if (v < 0) throw new ChartError('NEGATIVE_VALUES', `A nested pie cannot show the negative value ${v}.`);
    rows.push({ path: parts.map(String), value: v });
  }
  const nodes = partition(rows).filter((n) => n.value > 0);
  if (nodes.length === 0) throw new ChartError('NO_VALUES', 'The nested pie has nothing to show: the values add up to zero.');
  return { nodes, levelNames: levelsUsed.map((c) => c.name) };
}

export function nestedPie(input: ChartInput): Scene {
  return drawNestedPie(input, 0);
}

/** The figure `grown` points taller than the theme's height. */
function drawNestedPie(input: ChartInput, grown: number): Scene {
  const { spec } = input;
  const theme = grown > 0 ? { ...input.theme, height: input.theme.height + grown } : input.theme;
  const { nodes, levelNames } = nestedPieNodes(input);
  const total = nodes.filter((n) => n.depth === 1).reduce((s, n) => s + n.value, 0);
  const parents = nodes.filter((n) => n.depth === 1);
  const depth = Math.max(...nodes.map((n) => n.depth));
  const legend = spec.legend === 'none' ? [] : parents.map((p, i) => ({ label: `${p.name} (${percent(p.value / total)})`, color: theme.color(i), shape: 'box' as const }));
  // The legend goes below by default: the children's names need the room on both sides.
  const { plot, layers } = axislessFrame(spec.legend === 'auto' ? { ...spec, legend: 'bottom' } : spec, theme, legend, { legendBy: levelNames[0] ?? null });
  const fs = theme.fontSize;
  const arcSize = smallerText(theme, 0.9);
  const leaves = nodes.filter((n) => n.depth === depth);
  // Shares go on their arc where they fit, else beside the name outside.
  const fitsOnArc = (n: NestedPieNode, ring: number): boolean => {
    const w = textWidth(percent(n.value / total), arcSize) + fs * 0.4;
    const mid = (n.startAngle + n.endAngle) / 2;
    // Along the arc, and across the ring (horizontal text's extent along the radius).
    const bare = w - fs * 0.4;
    return (n.endAngle - n.startAngle) * ring * (n.depth + 0.5) > w && bare * Math.abs(Math.sin(mid)) + fs * 0.75 * Math.abs(Math.cos(mid)) < ring * 1.1;
  };
  // The radius is found with every share beside its name (the widest case), then each label is set.
  // Names longer than about a quarter of the width wrap beside the rings rather than shrink them.
  const widest = Math.min(Math.max(plot.width * 0.3, fs * 6.5), Math.max(...leaves.map((n) => textWidth(`${n.name} (${percent(n.value / total)})`, fs))));
  // The rings keep at least about a third of the area (of the width, on a figure made taller for its labels).
  const r = Math.max(Math.min(plot.width * 0.18, plot.height * 0.3), Math.min(plot.width / 2 - widest - fs * 1.2, plot.height / 2 - fs * 1.6));
  const cx = plot.x + plot.width / 2;
  const cy = plot.y + plot.height / 2;
  // Rings of equal width around a hole of one ring's width.
  const ringW = r / (depth + 1);
  const leafText = (n: NestedPieNode): string => (fitsOnArc(n, ringW) ? n.name : `${n.name} (${percent(n.value / total)})`);
  const colorOf = new Map<string, string>();
  const out: SceneNode[] = [];
  for (const n of nodes) {
    let color: string;
    if (n.depth === 1) color = theme.color(parents.indexOf(n));
    else {
      const siblings = nodes.filter((m) => m.parent === n.parent);
      const k = siblings.indexOf(n);
      color = tint(colorOf.get(n.parent ?? '') ?? '#888888', 0.25 + (0.5 * k) / Math.max(1, siblings.length));
    }
    colorOf.set(n.id, color);
    out.push(sector({ cx, cy, r0: ringW * n.depth, r1: ringW * (n.depth + 1), a0: n.startAngle, a1: n.endAngle }, theme, { fill: color }));
    // Shares of the whole on the rings where the arc is long enough for the text.
    {
      // Without a legend, the parents are named on their arc instead (where the name fits).
      const named = spec.legend === 'none' && n.depth < depth;
      const onArc = named ? n.name : percent(n.value / total);
      const ok = named ? (n.endAngle - n.startAngle) * ringW * (n.depth + 0.5) > textWidth(onArc, arcSize) + fs * 0.4 && textWidth(onArc, arcSize) * Math.abs(Math.sin((n.startAngle + n.endAngle) / 2)) < ringW * 1.1 : fitsOnArc(n, ringW);
      if (ok && (n.depth < depth || leafText(n) === n.name)) {
        const [x, y] = polar(cx, cy, ringW * (n.depth + 0.5), (n.startAngle + n.endAngle) / 2);
        out.push(text(x, y, onArc, theme, { size: arcSize, anchor: 'middle', baseline: 'middle', color: inkOn(color) }));
      }
    }
  }
  const outside = leaves.map((n) => ({ angle: (n.startAngle + n.endAngle) / 2, text: leafText(n) }));
  // Names that need more lines than the figure is tall make the figure taller (once, by at most its width).
  const short = radialLabelsHeight(outside, theme, plot.x + plot.width - (cx + r + fs * 1.1)) - plot.height;
  if (short > 0 && !grown) return drawNestedPie(input, Math.min(short + fs, theme.width));
  out.push(...radialLabels(cx, cy, r, outside, theme, { top: plot.y, bottom: plot.y + plot.height, left: plot.x, right: plot.x + plot.width }));
  return figureScene(theme, layers, { marks: out });
}
