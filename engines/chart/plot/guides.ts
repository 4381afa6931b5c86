// The request's guides on a plot: reference lines (a dashed grey rule across the plot at a value
// of x or y, with its label) and annotations (text at a data point). Every frame with axes draws
// them with the marks, clipped to the plot; the frame says where a value lies on its axes.
import { ruleXAcross, ruleYAcross } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import type { SceneNode, TextBaseline } from '../render/scene.ts';
import type { Annotation, ChartSpec } from '../spec.ts';
import type { Rect } from './rect.ts';
import type { Theme } from './theme.ts';

/** How a reference line is drawn; also the pseudo-confidence lines of a funnel plot. */
export const REFERENCE_STYLE = { stroke: '#555555', dash: [3, 2] };

/** Where a frame puts guides: page positions of values on its continuous axes, and of an annotation. */
export interface GuidePositions {
  /** Page x of an x value (absent when x is not a continuous axis: no x reference line). */
  x?: (value: number) => number;
  /** Page y of a y value (absent when y is not a continuous axis). */
  y?: (value: number) => number;
  /** Where an annotation's text goes, and how it sits on that point; undefined: not on these axes. */
  note?: (note: Annotation) => { x: number; y: number; baseline: TextBaseline } | undefined;
}

/** Each reference line of the spec (the rule, then its label), then each annotation. */
export function guideMarks(spec: Pick<ChartSpec, 'referenceLines' | 'annotations'>, at: GuidePositions, plot: Rect, theme: Theme): SceneNode[] {
  const nodes: SceneNode[] = [];
  const labelled = { size: theme.fontSize, color: REFERENCE_STYLE.stroke };
  for (const line of spec.referenceLines) {
    const map = line.axis === 'y' ? at.y : at.x;
    if (!map) continue;
    const p = map(line.value);
    if (line.axis === 'y') {
      nodes.push(ruleYAcross(p, plot, theme, REFERENCE_STYLE));
      if (line.label) nodes.push(text(plot.x + plot.width - 2, p - 2, line.label, theme, { ...labelled, anchor: 'end' }));
    } else {
      nodes.push(ruleXAcross(p, plot, theme, REFERENCE_STYLE));
      if (line.label) nodes.push(text(p + 2, plot.y + theme.fontSize, line.label, theme, labelled));
    }
  }
  for (const note of spec.annotations) {
    const place = at.note?.(note);
    if (place) nodes.push(text(place.x, place.y, note.text, theme, { anchor: 'middle', baseline: place.baseline }));
  }
  return nodes;
}
