// The qualitative colour palettes a chart request can name (SPEC, POST /charts/generations,
// `color_palette`), exactly as published. Series take the colours in order and cycle.
// Checked against the sources named on each palette: Paul Tol's own tol_colors.py
// (personal.sron.nl/~pault/data/tol_colors.py, "Colour schemes", technical note 3.2) and ggsci's
// R/palettes.R (github.com/nanxstats/ggsci).

/** A CSS colour as written into SVG. */
type Color = string;

export const PALETTE_NAMES = ['okabe_ito', 'wong', 'tol_bright', 'tol_muted', 'nature', 'science', 'nejm', 'lancet', 'jama'] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

export interface Palette {
  name: PaletteName;
  /** What a person would call it. */
  label: string;
  colors: readonly Color[];
  /** The colour the source gives for missing or bad data, where it gives one. */
  missing?: Color;
  source: string;
}

export const palettes: Readonly<Record<PaletteName, Palette>> = {
  // Okabe M, Ito K (2008) Color Universal Design (CUD): how to make figures and presentations
  // that are friendly to colorblind people, jfly.uni-koeln.de/color. Orange, sky blue, bluish
  // green, yellow, blue, vermillion, reddish purple; black, which the source lists first, last
  // so that the first series gets a colour.
  okabe_ito: {
    name: 'okabe_ito',
    label: 'Okabe–Ito',
    colors: ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'],
    source: 'Okabe & Ito (2008), Color Universal Design',
  },
  // Wong B (2011) Points of view: Color blindness. Nature Methods 8:441: the same eight colours
  // in the article's order, black first. Nature's figure guide names it as an accessible palette.
  wong: {
    name: 'wong',
    label: 'Wong (Nature Methods)',
    colors: ['#000000', '#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'],
    source: 'Wong (2011), Nature Methods 8:441',
  },
  // Tol P, Colour schemes, SRON technical note SRON/EPS/TN/09-002 issue 3.2 (2021), Fig. 1 and
  // tol_colors.py: bright = blue, red, green, yellow, cyan, purple, grey (the order of tol_colors).
  tol_bright: {
    name: 'tol_bright',
    label: 'Tol bright',
    colors: ['#4477AA', '#EE6677', '#228833', '#CCBB44', '#66CCEE', '#AA3377', '#BBBBBB'],
    source: 'Paul Tol, Colour schemes 3.2, qualitative "bright"',
  },
  // Same note: muted = rose, indigo, sand, green, cyan, wine, teal, olive, purple; pale grey
  // #DDDDDD for bad data.
  tol_muted: {
    name: 'tol_muted',
    label: 'Tol muted',
    colors: ['#CC6677', '#332288', '#DDCC77', '#117733', '#88CCEE', '#882255', '#44AA99', '#999933', '#AA4499'],
    missing: '#DDDDDD',
    source: 'Paul Tol, Colour schemes 3.2, qualitative "muted"',
  },
  // ggsci R/palettes.R, npg "nrc": inspired by plots in Nature Reviews Cancer.
  nature: {
    name: 'nature',
    label: 'Nature (ggsci npg)',
    colors: ['#E64B35', '#4DBBD5', '#00A087', '#3C5488', '#F39B7F', '#8491B4', '#91D1C2', '#DC0000', '#7E6148', '#B09C85'],
    source: 'ggsci, pal_npg("nrc")',
  },
  // ggsci R/palettes.R, aaas "default": inspired by plots in Science.
  science: {
    name: 'science',
    label: 'Science (ggsci aaas)',
    colors: ['#3B4992', '#EE0000', '#008B45', '#631879', '#008280', '#BB0021', '#5F559B', '#A20056', '#808180', '#1B1919'],
    source: 'ggsci, pal_aaas("default")',
  },
  // ggsci R/palettes.R, nejm "default": inspired by plots in The New England Journal of Medicine.
  nejm: {
    name: 'nejm',
    label: 'NEJM (ggsci)',
    colors: ['#BC3C29', '#0072B5', '#E18727', '#20854E', '#7876B1', '#6F99AD', '#FFDC91', '#EE4C97'],
    source: 'ggsci, pal_nejm("default")',
  },
  // ggsci R/palettes.R, lancet "lanonc": inspired by plots in Lancet Oncology.
  lancet: {
    name: 'lancet',
    label: 'Lancet (ggsci)',
    colors: ['#00468B', '#ED0000', '#42B540', '#0099B4', '#925E9F', '#FDAF91', '#AD002A', '#ADB6B6', '#1B1919'],
    source: 'ggsci, pal_lancet("lanonc")',
  },
  // ggsci R/palettes.R, jama "default": inspired by plots in JAMA.
  jama: {
    name: 'jama',
    label: 'JAMA (ggsci)',
    colors: ['#374E55', '#DF8F44', '#00A1D5', '#B24745', '#79AF97', '#6A6599', '#80796B'],
    source: 'ggsci, pal_jama("default")',
  },
};

export function isPaletteName(name: string): name is PaletteName {
  return (PALETTE_NAMES as readonly string[]).includes(name);
}

/** The colour of series `index` (0-based), cycling through the palette. */
export function paletteColor(name: PaletteName, index: number): Color {
  const { colors } = palettes[name];
  const i = ((Math.trunc(index) % colors.length) + colors.length) % colors.length;
  const color = colors[i];
  if (color === undefined) throw new Error(`palette ${name} is empty`);
  return color;
}
