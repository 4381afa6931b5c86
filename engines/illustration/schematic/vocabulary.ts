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
  'illustration diagram figure fig pic drawn shown depicted graphic graphical abstract schematic overview representation visual image picture panel slide poster cartoon workflow pipeline process protocol procedure steps step stages icon icons render rendering drawing sketch doodle photo photograph depiction infographic visualisation visualization artwork clipart'.split(
    ' ',
  ),
);

/** Verbs by which a thing holds or wears another, which stays with it: "holding", "wearing", "held by"; they place two things together, no arrow. */
export const HOLDING = /^(?:hold|wear|grip|grasp|clutch)$/;
/** Verbs of where a thing stays or moves about, not of a move to it: "sits on", "lives in", "grows on", "swims in", "floats next to". */
export const STAYING_VERBS: ReadonlySet<string> = new Set('sit lie rest stand live grow hang float perch stay remain dwell reside nest roost hide sleep swim drift fly crawl roam wander forage'.split(' '));

/** Words that say how the figure should look, not what it shows: a phrase made only of them is no thing ("side view", "muted colours", "4k"). */
/** Look and layout words that are also the names of things in a lab ("a chromatography column", "white light", "a cell line", "a thin section"): things where an arrow leads to or from them, or in a list of things. */
export const ALSO_THINGS: ReadonlySet<string> = new Set('column columns panel panels light lights line lines section sections'.split(' '));

export const LOOK_WORDS = new Set(
  'enlarged magnified zoomed view views render rendered rendering lighting light colour colours color colors tone tones hue hues shade shades tint tints vector style look palette background format resolution 4k 8k hd photorealistic realistic simple flat muted dramatic cinematic clean pastel side sagittal coronal transverse cross section cross-section cute minimal minimalist detailed square landscape portrait thick thin bold earthy bright dark soft vibrant white black plain fancy nice professional modern red blue green yellow orange purple pink grey gray brown teal cyan magenta navy golden pastel monochrome greyscale grayscale colourful colorful watercolor watercolour vector 3d 2d isometric cartoon cute cinematic'.split(' '),
);

/** Plurals fold through the shared language layer (engines/language/nouns.ts). */
export { singular } from '../../language/nouns.ts';

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

