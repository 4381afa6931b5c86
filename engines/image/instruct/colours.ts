// Colour words an instruction may use: CSS names (their CSS values, so "green" is #008000)
// and #RGB / #RRGGBB.
import type { Rgba } from './steps.ts';

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  lightgray: '#d3d3d3',
  darkgray: '#a9a9a9',
  silver: '#c0c0c0',
  red: '#ff0000',
  darkred: '#8b0000',
  maroon: '#800000',
  green: '#008000',
  darkgreen: '#006400',
  lightgreen: '#90ee90',
  lime: '#00ff00',
  olive: '#808000',
  blue: '#0000ff',
  darkblue: '#00008b',
  lightblue: '#add8e6',
  navy: '#000080',
  teal: '#008080',
  cyan: '#00ffff',
  magenta: '#ff00ff',
  purple: '#800080',
  violet: '#ee82ee',
  pink: '#ffc0cb',
  orange: '#ffa500',
  yellow: '#ffff00',
  gold: '#ffd700',
  brown: '#a52a2a',
  beige: '#f5f5dc',
};

/** Two-word names written as one, so "light gray" reads as one colour. */
export const COMPOUND_COLOUR = /\b(light|dark) (gray|green|blue|red)\b/g;

export function parseColour(word: string): Rgba | null {
  if (word === 'transparent') return [0, 0, 0, 0];
  const hex = NAMED[word] ?? word;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (long) return [parseInt(long[1]!, 16), parseInt(long[2]!, 16), parseInt(long[3]!, 16), 255];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (short) return [parseInt(short[1]!, 16) * 17, parseInt(short[2]!, 16) * 17, parseInt(short[3]!, 16) * 17, 255];
  return null;
}
