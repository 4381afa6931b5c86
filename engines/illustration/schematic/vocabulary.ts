// The words the schematic engine knows: which to skip, how plurals fold, and a curated table
// from scientific words to the icons that really show them. The table is small and checked
// by eye (docs/illustration-schematic.md): a word missing here may still match an icon by its
// name (iconIndex.ts), and a word that matches nothing is drawn as a labelled box, never as an
// icon of something else.

/** Words that carry no thing to draw: articles, prepositions, verbs of asking and showing. */
export const STOP_WORDS = new Set(
  `a an the up of for in on at by with without to from into onto and or nor but its it their our my your his her this that these those
  is are am be been being was were has have had do does did can could should would will may might must
  show shows showing shown depict depicts depicting illustrate illustrates illustrating draw drawing make create please using use used
  via between within after before during under over about across through throughout among along upon per than then
  some each all both any either which where when how what who whose as so such very more most less least also only just
  new simple clean nice beautiful modern professional high quality detailed style colour color colours colors colourful colorful
  background white image picture illustration diagram figure graphic graphical abstract schematic overview representation
  visual visualisation visualization icon icons panel layout slide poster cartoon sketch watercolor watercolour
  drawn flat editorial scientific 3d isometric minimal minimalist vs versus compared comparison comparing against
  workflow pipeline step steps process protocol procedure stage stages phase phases followed`.split(/\s+/),
);

/** Words that only describe the figure itself; a segment made only of them is no element. */
export const FIGURE_WORDS = new Set(
  'illustration diagram figure graphic graphical abstract schematic overview representation visual image picture panel slide poster cartoon workflow pipeline process protocol procedure steps step stages'.split(
    ' ',
  ),
);

/** Plurals that the suffix rules get wrong. */
export const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  mice: 'mouse',
  lice: 'louse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mitochondria: 'mitochondrion',
  bacteria: 'bacterium',
  nuclei: 'nucleus',
  fungi: 'fungus',
  algae: 'alga',
  larvae: 'larva',
  vertebrae: 'vertebra',
  data: 'data',
  media: 'medium',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  analyses: 'analysis',
  hypotheses: 'hypothesis',
  axes: 'axis',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  leaves: 'leaf',
  wolves: 'wolf',
  halves: 'half',
  lives: 'life',
  knives: 'knife',
  species: 'species',
  series: 'series',
  viruses: 'virus',
  stimuli: 'stimulus',
  cacti: 'cactus',
  genera: 'genus',
};

/** Words ending in s that are singular already. */
const SINGULAR_S = /(ss|us|is|os|as|ics|sis|ness|ous|ps)$/;

/** The singular of a lower-case word: irregular table, then the English suffix rules. */
export function singular(word: string): string {
  const known = IRREGULAR_PLURALS[word];
  if (known) return known;
  if (word.length <= 3 || SINGULAR_S.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Scientific words (singular, lower case; two or three words for compounds) to the icons that
 * show them, `set:name`, first that exists wins. Health Icons first: they come filled and as
 * outlines, so every style can draw them.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // cells and molecules
  cell: ['healthicons:cell-nuclei'],
  'stem cell': ['healthicons:cell-nuclei'],
  'cell nucleus': ['healthicons:cell-nuclei'],
  nucleus: ['healthicons:cell-nuclei'],
  'cancer cell': ['healthicons:cancerous-cell-nuclei'],
  'tumor cell': ['healthicons:cancerous-cell-nuclei'],
  'tumour cell': ['healthicons:cancerous-cell-nuclei'],
  'blood cell': ['healthicons:blood-cells'],
  'red blood cell': ['healthicons:blood-cells'],
  erythrocyte: ['healthicons:blood-cells'],
  'blood vessel': ['healthicons:blood-vessel'],
  dna: ['healthicons:dna'],
  gene: ['healthicons:dna'],
  genome: ['healthicons:dna'],
  genomic: ['healthicons:dna'],
  chromosome: ['healthicons:dna'],
  'gene expression': ['healthicons:dna'],
  sequencing: ['healthicons:biomarker'],
  sequencer: ['healthicons:biomarker'],
  biomarker: ['healthicons:biomarker'],
  rna: ['lucide:dna'],
  mrna: ['lucide:dna'],
  'guide rna': ['lucide:dna'],
  grna: ['lucide:dna'],
  sgrna: ['lucide:dna'],
  crispr: ['lucide:dna'],
  protein: ['healthicons:enzyme'],
  enzyme: ['healthicons:enzyme'],
  antibody: ['healthicons:antibody'],
  immunoglobulin: ['healthicons:antibody'],
  molecule: ['lucide:atom'],
  atom: ['lucide:atom'],
  chemical: ['lucide:flask-conical'],
  // microbes
  virus: ['healthicons:virus'],
  viral: ['healthicons:virus'],
  coronavirus: ['healthicons:virus'],
  bacterium: ['healthicons:bacteria'],
  bacterial: ['healthicons:bacteria'],
  microbe: ['healthicons:bacteria'],
  microbiome: ['healthicons:bacteria'],
  microorganism: ['healthicons:bacteria'],
  pathogen: ['healthicons:virus'],
  germ: ['lucide:germ'],
  mosquito: ['healthicons:mosquito'],
  // organs and body
  neuron: ['healthicons:nerve'],
  nerve: ['healthicons:nerve'],
  brain: ['healthicons:neurology'],
  heart: ['healthicons:heart-organ'],
  cardiac: ['healthicons:heart-organ'],
  lung: ['healthicons:lungs'],
  pulmonary: ['healthicons:lungs'],
  kidney: ['healthicons:kidneys'],
  renal: ['healthicons:kidneys'],
  liver: ['healthicons:liver'],
  hepatic: ['healthicons:liver'],
  stomach: ['healthicons:stomach'],
  intestine: ['healthicons:intestine'],
  gut: ['healthicons:intestine'],
  colon: ['healthicons:colon'],
  pancreas: ['healthicons:pancreas'],
  spleen: ['healthicons:spleen'],
  bone: ['healthicons:joints', 'lucide:bone'],
  skeleton: ['healthicons:skeleton'],
  spine: ['healthicons:spine'],
  eye: ['healthicons:eye'],
  tooth: ['healthicons:tooth'],
  'lymph node': ['healthicons:lymph-nodes'],
  blood: ['healthicons:blood-drop'],
  tumor: ['healthicons:tumour'],
  tumour: ['healthicons:tumour'],
  cancer: ['healthicons:tumour'],
  fetus: ['healthicons:fetus'],
  pregnancy: ['healthicons:pregnant'],
  sperm: ['healthicons:sperm'],
  // laboratory
  microscope: ['healthicons:microscope'],
  microscopy: ['healthicons:microscope'],
  flask: ['lucide:flask-conical'],
  beaker: ['lucide:beaker'],
  pipette: ['lucide:pipette'],
  'test tube': ['healthicons:test-tubes'],
  tube: ['lucide:test-tube'],
  assay: ['healthicons:test-tubes'],
  elisa: ['healthicons:test-tubes'],
  pcr: ['healthicons:test-tubes'],
  qpcr: ['healthicons:test-tubes'],
  'cell culture': ['lucide:flask-round'],
  culture: ['lucide:flask-round'],
  laboratory: ['healthicons:biochemistry-laboratory'],
  lab: ['healthicons:biochemistry-laboratory'],
  sample: ['healthicons:medical-sample'],
  sampling: ['healthicons:medical-sample'],
  specimen: ['healthicons:medical-sample'],
  'blood sample': ['healthicons:medical-sample'],
  'blood sampling': ['healthicons:medical-sample'],
  biopsy: ['healthicons:biopsy'],
  // animals
  mouse: ['healthicons:animal-rat'],
  rat: ['healthicons:animal-rat'],
  rodent: ['healthicons:animal-rat'],
  murine: ['healthicons:animal-rat'],
  cow: ['healthicons:animal-cow'],
  cattle: ['healthicons:animal-cow'],
  pig: ['healthicons:animal-pig'],
  chicken: ['healthicons:animal-chicken'],
  bat: ['healthicons:animal-bat'],
  fish: ['lucide:fish'],
  zebrafish: ['lucide:fish'],
  bird: ['lucide:bird'],
  rabbit: ['lucide:rabbit'],
  dog: ['lucide:dog'],
  cat: ['lucide:cat'],
  insect: ['lucide:bug'],
  worm: ['lucide:worm'],
  nematode: ['lucide:worm'],
  snail: ['lucide:snail'],
  // people and clinic
  patient: ['healthicons:inpatient'],
  person: ['healthicons:person'],
  participant: ['healthicons:person'],
  volunteer: ['healthicons:person'],
  human: ['healthicons:person'],
  population: ['healthicons:people'],
  cohort: ['healthicons:people'],
  group: ['healthicons:people'],
  community: ['healthicons:people'],
  doctor: ['healthicons:doctor'],
  physician: ['healthicons:doctor'],
  clinician: ['healthicons:doctor'],
  nurse: ['healthicons:nurse'],
  child: ['healthicons:child-program'],
  hospital: ['healthicons:hospital'],
  clinic: ['healthicons:hospital'],
  syringe: ['healthicons:syringe'],
  injection: ['healthicons:syringe'],
  vaccine: ['healthicons:syringe-vaccine', 'healthicons:syringe'],
  vaccination: ['healthicons:syringe-vaccine', 'healthicons:syringe'],
  pill: ['healthicons:pills-2'],
  tablet: ['healthicons:pills-2'],
  drug: ['healthicons:medicines'],
  medication: ['healthicons:medicines'],
  medicine: ['healthicons:medicines'],
  stethoscope: ['healthicons:stethoscope'],
  ecg: ['healthicons:cardiogram'],
  electrocardiogram: ['healthicons:cardiogram'],
  'x ray': ['healthicons:xray'],
  xray: ['healthicons:xray'],
  radiography: ['healthicons:xray'],
  imaging: ['healthicons:radiology'],
  mri: ['healthicons:radiology'],
  ultrasound: ['healthicons:ultrasound-scanner'],
  thermometer: ['healthicons:thermometer'],
  temperature: ['lucide:thermometer'],
  diet: ['healthicons:nutrition'],
  nutrition: ['healthicons:nutrition'],
  food: ['healthicons:nutrition'],
  exercise: ['healthicons:exercise'],
  // data and computing
  database: ['lucide:database'],
  data: ['lucide:database'],
  dataset: ['lucide:database'],
  server: ['lucide:server'],
  computer: ['lucide:monitor'],
  software: ['lucide:code'],
  code: ['lucide:code'],
  algorithm: ['lucide:workflow'],
  network: ['lucide:network'],
  'neural network': ['lucide:brain-circuit'],
  'machine learning': ['lucide:brain-circuit'],
  'deep learning': ['lucide:brain-circuit'],
  ai: ['healthicons:artificial-intelligence'],
  chart: ['lucide:chart-column'],
  graph: ['lucide:chart-line'],
  plot: ['lucide:chart-line'],
  statistic: ['lucide:chart-column'],
  analysis: ['lucide:chart-column'],
  'survival analysis': ['lucide:chart-line'],
  survival: ['lucide:chart-line'],
  result: ['lucide:chart-column'],
  survey: ['lucide:clipboard-list'],
  questionnaire: ['lucide:clipboard-list'],
  report: ['lucide:file-text'],
  document: ['lucide:file-text'],
  paper: ['lucide:file-text'],
  time: ['lucide:clock'],
  // environment
  tree: ['lucide:tree-deciduous'],
  forest: ['healthicons:forest'],
  leaf: ['lucide:leaf'],
  plant: ['lucide:sprout'],
  seedling: ['lucide:sprout'],
  crop: ['lucide:wheat'],
  wheat: ['lucide:wheat'],
  flower: ['lucide:flower'],
  sun: ['lucide:sun'],
  sunlight: ['lucide:sun'],
  light: ['lucide:sun'],
  water: ['lucide:droplets'],
  rain: ['lucide:cloud-rain'],
  precipitation: ['lucide:cloud-rain'],
  cloud: ['lucide:cloud'],
  evaporation: ['lucide:waves-arrow-up', 'lucide:cloud'],
  condensation: ['lucide:cloud'],
  wind: ['lucide:wind'],
  air: ['lucide:wind'],
  atmosphere: ['lucide:cloud'],
  ocean: ['lucide:waves'],
  sea: ['lucide:waves'],
  river: ['lucide:waves'],
  lake: ['lucide:waves'],
  mountain: ['lucide:mountain'],
  earth: ['lucide:earth'],
  planet: ['lucide:earth'],
  globe: ['lucide:earth'],
  fire: ['lucide:flame'],
  energy: ['lucide:zap'],
  electricity: ['lucide:zap'],
  factory: ['lucide:factory'],
  industry: ['lucide:factory'],
  car: ['lucide:car'],
  vehicle: ['lucide:car'],
  animal: ['lucide:paw-print'],
  decomposer: ['lucide:worm'],
  decomposition: ['lucide:worm'],
};

/**
 * Well-known cycles whose stages a figure of them always shows; a prompt naming one of these
 * and nothing else is drawn as the cycle of its textbook stages (documented, not invented per
 * request).
 */
export const KNOWN_CYCLES: Readonly<Record<string, readonly string[]>> = {
  'nitrogen cycle': ['Atmospheric nitrogen (N2)', 'Nitrogen-fixing bacteria', 'Ammonium (NH4)', 'Nitrifying bacteria', 'Nitrate (NO3)', 'Plant uptake', 'Animals', 'Decomposers', 'Denitrifying bacteria'],
  'water cycle': ['Evaporation', 'Condensation (clouds)', 'Precipitation (rain)', 'Runoff to rivers', 'Ocean'],
  'carbon cycle': ['Atmospheric CO2', 'Photosynthesis by plants', 'Animals', 'Decomposers', 'Fossil fuels (industry)', 'Ocean'],
  'cell cycle': ['G1 phase: cell growth', 'S phase: DNA replication', 'G2 phase: preparation', 'M phase: mitosis'],
};
