// The palettes recolor chooses from when the request names none. Both are designed to stay
// distinguishable for the common colour-vision deficiencies and are the field's usual defaults:
// Okabe & Ito (2002, "Color Universal Design"; Nature Methods' "Points of view" recommends it),
// and Paul Tol's "muted" scheme (SRON/EPS/TN/09-002) for figures with more categories.
// Okabe-Ito's eighth colour, black, is left out: black is a neutral and neutrals are never
// recoloured, so it could not keep a category apart.
import { parseHexColour, type Rgb } from './oklab.ts';

export const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'] as const;

export const TOL_MUTED = ['#CC6677', '#332288', '#DDCC77', '#117733', '#88CCEE', '#882255', '#44AA99', '#999933', '#AA4499'] as const;

export interface NamedPalette {
  name: string;
  colours: Rgb[];
}

/** The default palette for `categories` colour categories: Okabe-Ito up to 7, Tol muted up to 9; null beyond. */
export function defaultPalette(categories: number): NamedPalette | null {
  const pick = (name: string, hex: readonly string[]): NamedPalette => ({ name, colours: hex.map((h) => parseHexColour(h)!) });
  if (categories <= OKABE_ITO.length) return pick('Okabe-Ito', OKABE_ITO);
  if (categories <= TOL_MUTED.length) return pick('Tol muted', TOL_MUTED);
  return null;
}
