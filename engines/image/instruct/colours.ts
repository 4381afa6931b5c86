// Colour words an instruction may use: CSS names (their CSS values, so "green" is #008000),
// #RGB / #RRGGBB, and transparent.
import { cssColour } from '../../shared/cssColours.ts';
import type { Rgba } from '../color/edgeColour.ts';

/** Two-word names written as one, so "light gray" reads as one colour. */
export const COMPOUND_COLOUR = /\b(light|dark) (gray|green|blue|red)\b/g;

export function parseColour(word: string): Rgba | null {
  if (word === 'transparent') return [0, 0, 0, 0];
  const hex = cssColour(word);
  if (!hex) return null;
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16), 255];
}
