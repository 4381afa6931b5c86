// Colour words of restyle edits. Fills are what a colour word most often sets, so the plain
// names are mid-tones that dark or white text stays legible on, and "light"/"dark" variants
// exist for each; any `#rrggbb` (or `#rgb`) and any CSS colour name said as one word are taken
// as written. docs/flowchart-edits.md lists them.
import { cssColour } from '../../shared/cssColours.ts';

export const COLOUR_NAMES: Readonly<Record<string, string>> = {
  red: '#d9534f',
  'light red': '#f4cccc',
  'dark red': '#990000',
  orange: '#f0a04b',
  'light orange': '#fce5cd',
  'dark orange': '#b45f06',
  yellow: '#f6d55c',
  'light yellow': '#fff2cc',
  'dark yellow': '#bf9000',
  green: '#5cb85c',
  'light green': '#d9ead3',
  'dark green': '#38761d',
  teal: '#3aa6a0',
  'light teal': '#d0ecea',
  'dark teal': '#12605c',
  blue: '#4a90d9',
  'light blue': '#cfe2f3',
  'dark blue': '#1c4587',
  purple: '#8e7cc3',
  'light purple': '#d9d2e9',
  'dark purple': '#4c3a8c',
  pink: '#e58fb5',
  'light pink': '#f9dce8',
  'dark pink': '#a64d79',
  brown: '#a0785a',
  'light brown': '#e6d5c3',
  'dark brown': '#5d4037',
  grey: '#9e9e9e',
  'light grey': '#eeeeee',
  'dark grey': '#555555',
  black: '#000000',
  white: '#ffffff',
  // Red, amber, green: the traffic-light scale of risk and status charts.
  amber: '#ffbf00',
  'light amber': '#ffe9a8',
  'dark amber': '#b38600',
};

/** The hex value of a colour phrase ("light green", "#3a7", "dark grey"), or undefined. */
export function parseColour(phrase: string): string | undefined {
  const words = phrase.trim().toLowerCase().replace(/gray/g, 'grey').replace(/\s+/g, ' ');
  // Beyond the table, a CSS colour name said as one word ("navy", "gold", "turquoise", "lightblue").
  return COLOUR_NAMES[words] ?? ((words.startsWith('#') || /^[a-z]+$/.test(words) ? cssColour(words) : undefined) ?? undefined);
}

/** Text colour that reads on `fill`: near-black on light fills, white on dark ones (WCAG relative luminance). */
export function textColourOn(fill: string): string {
  const channel = (i: number) => {
    const c = parseInt(fill.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with #1a1a1a (about (L + 0.05) / 0.06).
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.0604 ? '#ffffff' : '#1a1a1a';
}
