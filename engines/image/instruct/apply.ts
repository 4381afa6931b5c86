// Runs the interpreter's steps in order on one canvas.
import { EngineError } from '../../shared/errors.ts';
import { inpaint } from '../inpaint.ts';
import type { Raster } from '../../shared/raster.ts';
import { crop, extend, flip, resize, rotate, type Canvas } from './geometry.ts';
import { maskIsEmpty } from './mask.ts';
import { applyOperation, OPERATION_OPS, type OperationStep } from './operations.ts';
import { cropToPanels } from './panelCrop.ts';
import { blend, changePixels, PIXEL_OPS, type PixelStep } from './pixels.ts';
import type { Side, Step } from './steps.ts';

export type { Canvas } from './geometry.ts';

function maskFor(canvas: Canvas, what: string, required: boolean): Uint8Array | null {
  if (!canvas.mask) {
    if (required) throw new EngineError('MASK_REQUIRED', `${what} needs a mask marking it: upload a PNG of the image's size, white where the image may change, and pass it as "mask".`);
    return null;
  }
  if (maskIsEmpty(canvas.mask)) throw new EngineError('MASK_EMPTY', `The mask marks no part of the image where ${what.toLowerCase()} would apply: paint that area white.`);
  return canvas.mask;
}

/** Everything under the mask is filled from its surroundings; grey mask pixels keep a share of the original. */
async function removeUnderMask(raster: Raster, mask: Uint8Array): Promise<Raster> {
  const fill = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) fill[i] = mask[i]! > 0 ? 1 : 0;
  return blend(raster, await inpaint(raster, fill), mask);
}

function sidesBy(sides: Side[], amount: number, unit: 'px' | 'percent', width: number, height: number): Record<Side, number> {
  const by = (side: Side) => {
    if (!sides.includes(side)) return 0;
    return unit === 'px' ? Math.round(amount) : Math.round((amount / 100) * (side === 'left' || side === 'right' ? width : height));
  };
  return { left: by('left'), right: by('right'), top: by('top'), bottom: by('bottom') };
}

async function applyStep(canvas: Canvas, step: Step): Promise<Canvas> {
  const { raster } = canvas;
  if (PIXEL_OPS.has(step.op)) {
    const pixelStep = step as PixelStep;
    const object = 'object' in pixelStep ? pixelStep.object : undefined;
    const mask = maskFor(canvas, object ? `Changing the ${pixelStep.op} of ${object}` : `Changing ${pixelStep.op} in the masked area`, pixelStep.inMask);
    return { raster: await changePixels(raster, pixelStep, mask), mask: canvas.mask };
  }
  if (OPERATION_OPS.has(step.op)) {
    const operation = step as OperationStep;
    if (operation.op === 'aspect_ratio') return applyOperation(canvas, operation, null);
    return applyOperation(canvas, operation, maskFor(canvas, `Applying ${operation.op} in the masked area`, operation.inMask));
  }
  switch (step.op) {
    case 'remove': {
      const mask = maskFor(canvas, `Removing ${step.what}`, true)!;
      return { raster: await removeUnderMask(raster, mask), mask: canvas.mask };
    }
    case 'crop':
      return step.region.kind === 'panels' ? cropToPanels(canvas, step.region.selection) : crop(canvas, step.region);
    case 'rotate':
      return rotate(canvas, step.degrees);
    case 'flip':
      return flip(canvas, step.axis);
    case 'border':
      return extend(canvas, { left: step.width, right: step.width, top: step.width, bottom: step.width }, step.colour);
    case 'pad':
      return extend(canvas, sidesBy(step.sides, step.amount, step.unit, raster.width, raster.height), step.colour);
    case 'resize': {
      const { width, height } = raster;
      const factor =
        step.by === 'scale' ? step.factor : step.by === 'width' ? step.pixels / width : step.by === 'height' ? step.pixels / height : step.pixels / Math.max(width, height);
      return resize(canvas, Math.max(1, Math.round(width * factor)), Math.max(1, Math.round(height * factor)));
    }
    default:
      throw new Error(`no handler for step ${step.op}`);
  }
}

export async function applySteps(start: Canvas, steps: Step[]): Promise<Canvas> {
  let canvas = start;
  for (const step of steps) canvas = await applyStep(canvas, step);
  return canvas;
}
