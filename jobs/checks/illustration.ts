// What an illustration request is checked for before its job exists: a palette named by id.
import { invalidRequest } from '../../core/errors.ts';
import { isPaletteName, PALETTE_NAMES } from '../../engines/shared/palettes.ts';

/** A palette named by id must be one of the published presets: the chart engine's palettes. */
export function checkPalette(palette: string | string[] | undefined): void {
  if (typeof palette === 'string' && !isPaletteName(palette)) {
    throw invalidRequest('UNKNOWN_PALETTE', `palette is not a preset id; use one of ${PALETTE_NAMES.join(', ')}, or 1 to 4 colors #RRGGBB.`, 'palette');
  }
}
