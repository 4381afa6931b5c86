// The open icon sets the schematic engine draws with, read from their Iconify JSON packages
// (installed from the npm registry, nothing fetched at run time). Loaded on first use, once
// per process: the two files are about 3.6 MB of JSON together.
//   Health Icons (@iconify-json/healthicons): by Resolve to Save Lives, MIT licence,
//     github.com/resolvetosavelives/healthicons. Medicine, biology, laboratory, people.
//     Each icon comes filled (`name`) and as an outline (`name-outline`).
//   Lucide (@iconify-json/lucide): by the Lucide Contributors, ISC licence,
//     github.com/lucide-icons/lucide. Generic objects, arrows, charts; drawn with strokes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type IconSetName = 'healthicons' | 'lucide';

export interface IconSetInfo {
  prefix: IconSetName;
  name: string;
  author: string;
  licence: string;
  url: string;
}

/** What the docs and the output's provenance name: each set, its author and licence. */
export const ICON_SETS: readonly IconSetInfo[] = [
  { prefix: 'healthicons', name: 'Health Icons', author: 'Resolve to Save Lives', licence: 'MIT', url: 'https://github.com/resolvetosavelives/healthicons' },
  { prefix: 'lucide', name: 'Lucide', author: 'Lucide Contributors', licence: 'ISC', url: 'https://github.com/lucide-icons/lucide' },
];

/** One icon ready to place: its SVG body drawn in `currentColor` on a `width` x `height` grid. */
export interface Icon {
  set: IconSetName;
  name: string;
  body: string;
  width: number;
  height: number;
  /** Lucide draws with strokes, whose width a style may change; Health Icons are filled shapes. */
  stroked: boolean;
}

interface IconifyJson {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const require = createRequire(import.meta.url);
const loaded = new Map<IconSetName, IconifyJson>();

function iconSet(set: IconSetName): IconifyJson {
  const cached = loaded.get(set);
  if (cached) return cached;
  const json = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8')) as IconifyJson;
  loaded.set(set, json);
  return json;
}

/** Every icon name of a set (aliases excluded), for building the keyword index. */
export function iconNames(set: IconSetName): string[] {
  return Object.keys(iconSet(set).icons);
}

/** The icon `set:name`, following aliases; null when the set has no such icon. */
export function findIcon(ref: string): Icon | null {
  const [set, name] = ref.split(':') as [IconSetName, string];
  if (set !== 'healthicons' && set !== 'lucide') return null;
  const json = iconSet(set);
  let key = name;
  for (let hops = 0; hops < 4 && !json.icons[key]; hops++) {
    const alias = json.aliases?.[key];
    if (!alias) return null;
    key = alias.parent;
  }
  const icon = json.icons[key];
  if (!icon) return null;
  return { set, name: key, body: icon.body, width: icon.width ?? json.width ?? 24, height: icon.height ?? json.height ?? 24, stroked: set === 'lucide' };
}
