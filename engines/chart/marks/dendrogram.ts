// The dendrogram mark: a cluster tree drawn as plot.hclust draws it, each merge a bracket of
// square-capped rules from its two branches up to its height, in ink at the axis width unless
// told otherwise. Where the tree lies (upright under leaf labels, on its side beside a heatmap's
// rows) is the caller's: `at` takes a leaf position (1 = the first leaf in tree order, halves
// between) and a merge height to a page point.
import type { Theme } from '../plot/theme.ts';
import type { LineNode } from '../render/scene.ts';
import { dendrogramLayout, type Hclust } from '../stats/cluster.ts';
import { rule } from './rule.ts';
import type { StrokeOptions } from './style.ts';

export function dendrogram(tree: Hclust, at: (leaf: number, height: number) => [number, number], theme: Theme, options: StrokeOptions = {}): LineNode[] {
  return dendrogramLayout(tree).segments.map((s) => {
    const [x1, y1] = at(s.x1, s.y1);
    const [x2, y2] = at(s.x2, s.y2);
    return rule(x1, y1, x2, y2, theme, { lineCap: 'square', ...options });
  });
}
