// The colours an illustration request asks for: its own #RRGGBB list as given (the first is the
// primary), or a preset id, which is one of the chart engine's palettes (decisions.md 65).
import { PALETTE_NAMES, palettes, type PaletteName } from '../shared/palettes.ts';
import { EngineError } from '../shared/errors.ts';
import { said } from '../shared/said.ts';
import type { IllustrationRequest } from './types.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The requested colours, upper-case #RRGGBB, or null when the request names none. */
export function requestedColours(palette: IllustrationRequest['palette']): string[] | null {
  if (palette === null) return null;
  if (Array.isArray(palette)) {
    if (palette.length === 0 || palette.some((c) => !HEX.test(c))) {
      throw new EngineError('PALETTE_INVALID', 'A palette must be 1 to 4 colours written as #RRGGBB.');
    }
    return palette.map((c) => c.toUpperCase());
  }
  if (!(PALETTE_NAMES as readonly string[]).includes(palette)) {
    throw new EngineError('UNKNOWN_PALETTE', `The palette ${said(palette.slice(0, 64), 'given')} is not a preset; use one of ${PALETTE_NAMES.join(', ')}, or 1 to 4 #RRGGBB colours.`);
  }
  return palettes[palette as PaletteName].colors.map((c) => c.toUpperCase());
}
