// The checks replace_text runs on its own output before it calls a job done (text/verify.ts):
// they pass a label drawn as planned and catch one drawn smaller, off its edge, or a pixel
// changed away from the labels.
import type { Raster } from '../../../engines/shared/raster.ts';
import { drawText } from '../../../engines/image/text/draw.ts';
import { textFrame } from '../../../engines/image/text/frame.ts';
import { inkExtent } from '../../../engines/image/text/metrics.ts';
import { checkRedrawn, checkUntouched, type Redrawn } from '../../../engines/image/text/verify.ts';
import { forOwner } from '../../../engines/shared/said.ts';

const WIDTH = 300;
const HEIGHT = 80;

function blank(): Raster {
  return { data: Buffer.alloc(WIDTH * HEIGHT * 4, 255), width: WIDTH, height: HEIGHT };
}

/** "Control" planned at 20 px, its pen at (40, 50), horizontal, left-aligned. */
function planned(): Redrawn {
  const ext = inkExtent('Control', 20, 'normal');
  const box = { s0: 40 + ext.minX, s1: 40 + ext.maxX, t0: 50 - ext.maxY, t1: 50 - ext.minY };
  const frame = textFrame([
    { x: 0, y: 0 },
    { x: WIDTH, y: 0 },
    { x: WIDTH, y: HEIGHT },
    { x: 0, y: HEIGHT },
  ]);
  return { name: 'Text 3 ("Contrl")', text: 'Control', frame, box, old: box, alignment: 'start', colour: [0, 0, 0], background: [255, 255, 255] };
}

async function drawn(size: number, x = 40): Promise<Raster> {
  const raster = blank();
  await drawText(raster, { text: 'Control', size, weight: 'normal', colour: [0, 0, 0], x, y: 50, angle: 0, rect: { x0: 0, y0: 0, x1: WIDTH, y1: HEIGHT } });
  return raster;
}

describe('checkRedrawn', () => {
  it('passes a label drawn at the planned size and place', async () => {
    expect(checkRedrawn(await drawn(20), blank(), new Set(), planned())).toBeNull();
  });

  it('catches a label drawn 15% smaller, naming it and the heights', async () => {
    // As its owner reads it: the job's form leaves the new text out (engines/shared/said.ts).
    expect(forOwner(checkRedrawn(await drawn(17), blank(), new Set(), planned()) ?? '')).toMatch(/^Text 3 \("Contrl"\): the new text "Control" measures [\d.]+ px high where [\d.]+ px \(the old size\) were drawn\.$/);
  });

  it('catches a label whose aligned edge moved off its neighbours', async () => {
    expect(checkRedrawn(await drawn(20, 44), blank(), new Set(), planned())).toMatch(/new text's start lies 4\.0 px off the old text's/);
  });

  it('catches a label that was not drawn', () => {
    expect(checkRedrawn(blank(), blank(), new Set(), planned())).toMatch(/cannot be seen where it was drawn/);
  });
});

describe('checkUntouched', () => {
  it('passes changes inside the labels and catches one outside them', async () => {
    const source = blank();
    const result = await drawn(20);
    const zone = { frame: planned().frame, box: planned().box };
    expect(checkUntouched(source, result, [zone])).toBeNull();
    result.data[(70 * WIDTH + 250) * 4] = 0;
    expect(checkUntouched(source, result, [zone])).toBe('1 pixel outside the old and new labels changed (the first at 250, 70).');
  });
});
