// The tiling that keeps memory bounded: the image is cut into cores that cover it exactly
// once; each core is sent to the network with up to `context` pixels of the image around it
// (less at the image's edges, where the whole-image run sees the same edge), and only the
// core's part of the output is kept. With context at least the network's receptive radius,
// each kept pixel is the one the whole image would give, so tiles meet without seams and
// need no blending.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Tile {
  /** What is fed to the network, in image pixels. */
  input: Rect;
  /** The core, in image pixels: the part of the output kept. */
  core: Rect;
  /** The core relative to `input`. */
  keep: Rect;
}

function spans(length: number, core: number): Array<[number, number]> {
  const count = Math.max(1, Math.ceil(length / core));
  // Equal cores (within a pixel) rather than full ones and a sliver at the end.
  const out: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) out.push([Math.round((i * length) / count), Math.round(((i + 1) * length) / count)]);
  return out;
}

/** Tiles covering width x height with cores of at most `core` pixels a side. */
export function tileGrid(width: number, height: number, core: number, context: number): Tile[] {
  const tiles: Tile[] = [];
  for (const [y0, y1] of spans(height, core)) {
    for (const [x0, x1] of spans(width, core)) {
      const ix0 = Math.max(0, x0 - context);
      const iy0 = Math.max(0, y0 - context);
      const ix1 = Math.min(width, x1 + context);
      const iy1 = Math.min(height, y1 + context);
      tiles.push({
        input: { x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0 },
        core: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
        keep: { x: x0 - ix0, y: y0 - iy0, width: x1 - x0, height: y1 - y0 },
      });
    }
  }
  return tiles;
}
