// Marks: what a chart draws, as small functions from page positions (or a placement, for marks that
// may lie either way) and options to scene nodes, with sizes and colours defaulting to the theme's,
// so that chart files compose marks rather than spell scene nodes (as Observable Plot composes its
// marks). Basic marks: text (text.ts: one line of text), rule (rule.ts: a segment; ruleX vertical,
// ruleY horizontal, ruleXAcross and ruleYAcross across the plot), dot (dot.ts: circles, and
// squares, diamonds and triangles of the same area), bar (bar.ts: a rectangle), area (area.ts: a
// filled region, between two curves or down to a baseline; band.ts: between two curves of data
// values, a confidence band) and line (line.ts: a polyline; curve a line through data values,
// diagonal the y = x line). Composite marks, built from those: errorBar (errorBar.ts: stem and
// caps), box (box.ts: Tukey whiskers, staples, box, median, outliers) and violin (violin.ts: a
// density on both sides, or the half of a raincloud, with the quartiles inside); placement.ts says
// where a composite mark is drawn (upright, lying down, in a category's band). Values spread across
// a position (points over a box or a bar) take their offsets from transforms/jitter.ts; step lines
// (survival, precision–recall) their vertices from transforms/step.ts. Every mark takes the paint
// options of style.ts ('none' drops a default). Marks of one purpose: statBlock.ts (a block of
// statistics in the emptiest corner), pointLabels.ts (labels beside points without overlaps),
// testResult.ts (a group test's brackets and letters). Marks of the matrix, polar and flow charts:
// sector.ts (a pie slice or ring sector), link.ts (a Sankey band between two nodes), dendrogram.ts
// (a cluster tree, upright or on its side) and radialLabels.ts (labels round a circle with leaders).
// Frames (plot/) stack the marks in the layers of plot/figure.ts.
export { area, areaBetween, areaToBaseline } from './area.ts';
export { band } from './band.ts';
export { bar } from './bar.ts';
export { dot, dots, symbolAt, type DotOptions, type DotSymbol } from './dot.ts';
export { box, type BoxOptions, type BoxStatistics } from './box.ts';
export { errorBar, errorBarAt } from './errorBar.ts';
export { curve, diagonal, line, linspace } from './line.ts';
export { dendrogram } from './dendrogram.ts';
export { link, type LinkEnds } from './link.ts';
export { inBand, ON_PAGE, type Placement } from './placement.ts';
export { rule, ruleX, ruleXAcross, ruleY, ruleYAcross } from './rule.ts';
export { radialLabels, radialLabelsHeight, type RadialLabel } from './radialLabels.ts';
export { sector, type SectorGeometry } from './sector.ts';
export { resolvePaint, type FillOptions, type PaintOptions, type StrokeOptions } from './style.ts';
export { text, type TextOptions } from './text.ts';
export { innerQuartiles, violin, type ViolinOptions, type ViolinShape } from './violin.ts';
