// A rectangle on the page, in points from the top left: a plot's area, a panel, a legend's box.
// Its own file so that marks (which are handed the plot) and frames (which lay it out) share it
// without importing each other.
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
