// Colours written as CSS writes them (Mermaid styles, image-edit instructions): the common CSS
// names at their CSS values, #rgb, #rrggbb and rgb(), read to `#rrggbb`.

/** The CSS names people write; any other name is refused rather than guessed. */
const NAMED: Readonly<Record<string, string>> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00',
  orange: '#ffa500', purple: '#800080', pink: '#ffc0cb', brown: '#a52a2a', gray: '#808080', grey: '#808080',
  lightgray: '#d3d3d3', lightgrey: '#d3d3d3', darkgray: '#a9a9a9', darkgrey: '#a9a9a9', silver: '#c0c0c0',
  lightblue: '#add8e6', darkblue: '#00008b', navy: '#000080', teal: '#008080', cyan: '#00ffff', aqua: '#00ffff',
  lightgreen: '#90ee90', darkgreen: '#006400', lime: '#00ff00', olive: '#808000', maroon: '#800000',
  magenta: '#ff00ff', fuchsia: '#ff00ff', violet: '#ee82ee', gold: '#ffd700', beige: '#f5f5dc', ivory: '#fffff0',
  lavender: '#e6e6fa', salmon: '#fa8072', coral: '#ff7f50', tomato: '#ff6347', crimson: '#dc143c',
  khaki: '#f0e68c', tan: '#d2b48c', wheat: '#f5deb3', lightyellow: '#ffffe0', lightpink: '#ffb6c1',
  darkred: '#8b0000', darkorange: '#ff8c00', steelblue: '#4682b4', skyblue: '#87ceeb', lightcyan: '#e0ffff',
  whitesmoke: '#f5f5f5', gainsboro: '#dcdcdc', slategray: '#708090', slategrey: '#708090', indigo: '#4b0082',
};

const hex2 = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/** `#rgb`, `#rrggbb`, `#rrggbbaa` (alpha dropped), `rgb(r, g, b)` or a common CSS name; null otherwise. */
export function cssColour(text: string): string | null {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const long = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(value);
  if (long) return `#${long[1]}`;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(value);
  if (rgb) return `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}`;
  return NAMED[value] ?? null;
}
