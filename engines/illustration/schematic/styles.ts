// The eleven styles of SPEC "POST /images/generations" as the schematic engine draws them
// (docs/illustration-schematic.md shows each). `auto` is read from the prompt's own words.
export const SCHEMATIC_STYLES = ['flat', '2-5d', 'line-art', 'hand-drawn', 'scientific', 'line', '3d', 'editorial', 'sketch', 'watercolor', 'auto'] as const;
export type SchematicStyle = Exclude<(typeof SCHEMATIC_STYLES)[number], 'auto'>;

const AUTO_RULES: ReadonlyArray<[RegExp, SchematicStyle]> = [
  [/\bwater-?colou?r\b|\bpainted\b|\bpainting\b/i, 'watercolor'],
  [/\bsketch(?:y|ed)?\b|\bpencil\b/i, 'sketch'],
  [/\bhand[- ]?drawn\b|\bwhiteboard\b|\bdoodle\b/i, 'hand-drawn'],
  [/\bisometric\b|\b2\.5 ?d\b/i, '2-5d'],
  [/\b3-?d\b|\bthree[- ]dimensional\b|\brendered\b/i, '3d'],
  [/\bline[- ]art\b|\boutlines?\b/i, 'line-art'],
  [/\bminimal(?:ist)?\b|\bmonochrome\b/i, 'line'],
  [/\bmagazine\b|\beditorial\b|\bcover\b|\bnews\b|\binfographic\b/i, 'editorial'],
  [/\bjournal\b|\bmanuscript\b|\bpanel\b|\bpublication\b|\bpaper\b|\bscientific\b/i, 'scientific'],
];

/** The style to draw: the one asked for, or for `auto` and none the one the prompt suggests (flat by default). */
export function resolveStyle(style: string | null, prompt: string): SchematicStyle {
  if (style !== null && style !== 'auto' && (SCHEMATIC_STYLES as readonly string[]).includes(style)) return style as SchematicStyle;
  for (const [pattern, chosen] of AUTO_RULES) if (pattern.test(prompt)) return chosen;
  return 'flat';
}

export function isKnownStyle(style: string | null): boolean {
  return style === null || (SCHEMATIC_STYLES as readonly string[]).includes(style);
}
