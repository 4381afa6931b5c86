// A fourteenth round of illustration prompts for the schematic reader's tests, written before
// reading the reader's code this round: new subjects (biology, chemistry, physics, medicine,
// ecology, lab equipment) in new voices (chatty, terse, non-native, long sentences with several
// things and arrows, "X with labelled A, B and C", "A → B → C", "three X in a row labelled ...",
// "X, then Y, then Z", "X next to Y", "a cycle of ..."), each with the scene a careful reader
// would draw (test/corpora/illustrations/README.md) and what the reader delivers: `drawn` (that
// scene exactly) or `refused` (SCHEMATIC_* naming words of the prompt). Never silently wrong.
// `captions` lists, in order, the captions of things drawn apart from one counted noun ("three
// test tubes labelled ..."), which the scene judge cannot key by name.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_14: Array<OwnPrompt & { captions?: string[] }> = [
  { prompt: 'a mitochondrion with labelled cristae, matrix and outer membrane', expect: single('mitochondrion', ['cristae', 'matrix', 'outer membrane']), outcome: 'drawn' },
  { prompt: 'hey!! can u sketch a chloroplast for my bio class, want the thylakoids, stroma and grana labelled thx', expect: single('chloroplast', ['thylakoids', 'stroma', 'grana']), outcome: 'drawn' },
  { prompt: 'sample tube → centrifuge → pipette → spectrophotometer', expect: flow(['sample tube', 'centrifuge', 'pipette', 'spectrophotometer'], chain(['sample tube', 'centrifuge', 'pipette', 'spectrophotometer'])), outcome: 'drawn' },
  { prompt: 'Three test tubes in a row labelled 0 mM, 5 mM and 50 mM', expect: set(['test tube', 'test tube', 'test tube']), captions: ['0 mM', '5 mM', '50 mM'], outcome: 'drawn' },
  { prompt: 'Blood sample, then centrifuge, then plasma aliquot, then mass spectrometer.', expect: flow(['blood sample', 'centrifuge', 'plasma aliquot', 'mass spectrometer'], chain(['blood sample', 'centrifuge', 'plasma aliquot', 'mass spectrometer'])), outcome: 'drawn' },
  { prompt: 'a thermometer next to a Bunsen burner', expect: set(['thermometer', 'Bunsen burner']), outcome: 'drawn' },
  { prompt: 'a cycle of evaporation, condensation, precipitation and runoff', expect: loop(['evaporation', 'condensation', 'precipitation', 'runoff']), outcome: 'drawn' },
  { prompt: 'Please draw for me the heart with the parts labelled: left atrium, right atrium, left ventricle and right ventricle.', expect: single('heart', ['left atrium', 'right atrium', 'left ventricle', 'right ventricle']), outcome: 'drawn' },
  { prompt: 'Make figure of kidney with nephron, ureter and renal artery are labelled.', expect: single('kidney', ['nephron', 'ureter', 'renal artery']), outcome: 'drawn' },
  { prompt: "A patient on the left, an arrow from the patient to a blood tube, then an arrow from the blood tube to a centrifuge, and finally an arrow from the centrifuge to a freezer labelled '-80 °C'.", expect: flow(['patient', 'blood tube', 'centrifuge', 'freezer'], chain(['patient', 'blood tube', 'centrifuge', 'freezer']), { labels: { freezer: '-80 °C' } }), outcome: 'drawn' },
  { prompt: 'photosynthesis: sunlight, water and carbon dioxide go into a leaf, and glucose and oxygen come out', expect: flow(['sunlight', 'water', 'carbon dioxide', 'leaf', 'glucose', 'oxygen'], [['sunlight', 'leaf'], ['water', 'leaf'], ['carbon dioxide', 'leaf'], ['leaf', 'glucose'], ['leaf', 'oxygen']], { title: 'photosynthesis' }), outcome: 'refused' },
  { prompt: 'neuron → synapse → muscle fibre', expect: flow(['neuron', 'synapse', 'muscle fibre'], chain(['neuron', 'synapse', 'muscle fibre'])), outcome: 'drawn' },
  { prompt: 'A beaker with labelled meniscus, graduation marks and spout', expect: single('beaker', ['meniscus', 'graduation marks', 'spout']), outcome: 'drawn' },
  { prompt: 'phytoplankton → zooplankton → herring → seal → orca', expect: flow(['phytoplankton', 'zooplankton', 'herring', 'seal', 'orca'], chain(['phytoplankton', 'zooplankton', 'herring', 'seal', 'orca'])), outcome: 'drawn' },
  { prompt: 'a cycle of nitrogen fixation, nitrification, assimilation, ammonification and denitrification', expect: loop(['nitrogen fixation', 'nitrification', 'assimilation', 'ammonification', 'denitrification']), outcome: 'drawn' },
  // A thing in its normal state beside another state of it is a contrast (docs/illustration-schematic.md).
  { prompt: 'a control petri dish next to an antibiotic-treated petri dish', expect: compare('control petri dish', 'antibiotic-treated petri dish'), outcome: 'drawn' },
  { prompt: 'DNA → mRNA → protein', expect: flow(['DNA', 'mRNA', 'protein'], chain(['DNA', 'mRNA', 'protein'])), outcome: 'drawn' },
  { prompt: 'pipette, vortex, incubator', expect: set(['pipette', 'vortex', 'incubator']), outcome: 'drawn' },
  { prompt: 'lung with labelled trachea, bronchi and alveoli', expect: single('lung', ['trachea', 'bronchi', 'alveoli']), outcome: 'drawn' },
  { prompt: "So for my poster I'd love a simple picture: a bee visiting a flower, and an arrow from the flower to a fruit. Nothing fancy!", expect: flow(['bee', 'flower', 'fruit'], [['bee', 'flower'], ['flower', 'fruit']]), outcome: 'drawn' },
  { prompt: 'a battery, a switch and a light bulb in a row, with arrows from the battery to the switch and from the switch to the light bulb', expect: flow(['battery', 'switch', 'light bulb'], chain(['battery', 'switch', 'light bulb'])), outcome: 'drawn' },
  { prompt: 'magnet next to a compass', expect: set(['magnet', 'compass']), outcome: 'drawn' },
  { prompt: 'three flasks in a row labelled A, B and C', expect: set(['flask', 'flask', 'flask']), captions: ['A', 'B', 'C'], outcome: 'drawn' },
  { prompt: 'vaccine vial → syringe → arm → lymph node', expect: flow(['vaccine vial', 'syringe', 'arm', 'lymph node'], chain(['vaccine vial', 'syringe', 'arm', 'lymph node'])), outcome: 'drawn' },
  { prompt: 'a distillation flask connected by an arrow to a condenser, which drips into a receiving flask', expect: flow(['distillation flask', 'condenser', 'receiving flask'], chain(['distillation flask', 'condenser', 'receiving flask'])), outcome: 'drawn' },
  { prompt: 'a cycle: grass, rabbit, fox, decomposers, back to grass', expect: loop(['grass', 'rabbit', 'fox', 'decomposers']), outcome: 'drawn' },
  { prompt: 'Carbon cycle - plants, animals, soil, atmosphere, and back to the plants', expect: loop(['plants', 'animals', 'soil', 'atmosphere'], { title: 'Carbon cycle' }), outcome: 'drawn' },
  { prompt: 'a light microscope with labelled eyepiece, objective lens, stage and light source', expect: single('light microscope', ['eyepiece', 'objective lens', 'stage', 'light source']), outcome: 'drawn' },
  { prompt: 'Draw me one bacterium with flagellum and pili and capsule, all labelled.', expect: single('bacterium', ['flagellum', 'pili', 'capsule']), outcome: 'drawn' },
  { prompt: 'a tooth with enamel, dentin and pulp labelled', expect: single('tooth', ['enamel', 'dentin', 'pulp']), outcome: 'drawn' },
  { prompt: 'A mosquito next to a red blood cell', expect: set(['mosquito', 'red blood cell']), outcome: 'drawn' },
  { prompt: 'healthy liver vs cirrhotic liver', expect: compare('healthy liver', 'cirrhotic liver'), outcome: 'drawn' },
  { prompt: 'left: an oligotrophic lake, right: a eutrophic lake', expect: compare('oligotrophic lake', 'eutrophic lake'), outcome: 'drawn' },
  {
    prompt: 'First a mouse is injected with a tumour cell line, then after two weeks the tumour is removed and put into a petri dish, and finally the cells are analysed with a flow cytometer.',
    expect: flow(['mouse', 'tumour cell line', 'tumour', 'petri dish', 'flow cytometer'], [['tumour cell line', 'mouse'], ['mouse', 'tumour'], ['tumour', 'petri dish'], ['petri dish', 'flow cytometer']]),
    outcome: 'refused',
  },
  { prompt: 'Seawater sample, then filter, then microscope slide, then microscope', expect: flow(['seawater sample', 'filter', 'microscope slide', 'microscope'], chain(['seawater sample', 'filter', 'microscope slide', 'microscope'])), outcome: 'drawn' },
  { prompt: 'a cycle of the cardiac phases: atrial systole, ventricular systole and diastole', expect: loop(['atrial systole', 'ventricular systole', 'diastole']), outcome: 'drawn' },
  { prompt: 'An eye with labelled cornea, lens, retina and optic nerve, next to a camera', expect: set(['eye', 'camera'], { parts: { eye: ['cornea', 'lens', 'retina', 'optic nerve'] } }), outcome: 'drawn' },
  { prompt: 'ok so basically I need three icons: a seed, a seedling and a tree, with arrows between them, left to right', expect: flow(['seed', 'seedling', 'tree'], chain(['seed', 'seedling', 'tree'])), outcome: 'drawn' },
  { prompt: 'Can you draw the Krebs cycle?', expect: { ...set([]), refuse: 'a named cycle whose stages the prompt does not list' }, outcome: 'refused' },
  { prompt: 'an arrow pointing to a beaker', expect: { ...set([]), refuse: 'an arrow from nothing' }, outcome: 'refused' },
  {
    prompt: 'A plant cell with labelled cell wall, chloroplast, vacuole and nucleus next to an animal cell with labelled nucleus, mitochondria and cell membrane',
    expect: set(['plant cell', 'animal cell'], { parts: { 'plant cell': ['cell wall', 'chloroplast', 'vacuole', 'nucleus'], 'animal cell': ['nucleus', 'mitochondria', 'cell membrane'] } }),
    outcome: 'drawn',
  },
  { prompt: 'seeds → seedling (day 7) → flowering plant (day 40)', expect: flow(['seeds', 'seedling', 'flowering plant'], chain(['seeds', 'seedling', 'flowering plant']), { labels: { seedling: 'day 7', 'flowering plant': 'day 40' } }), outcome: 'drawn' },
  { prompt: 'Hello, I am need image of cell division: one cell, arrow, two cells, arrow, four cells.', expect: flow(['one cell', 'two cells', 'four cells'], chain(['one cell', 'two cells', 'four cells'])), outcome: 'refused' },
  { prompt: 'A hospital bed with a patient, an IV bag and a heart monitor', expect: { ...set([]), refuse: '"with" before a list: parts or things beside it' }, outcome: 'refused' },
  { prompt: 'sodium + chlorine → sodium chloride', expect: flow(['sodium', 'chlorine', 'sodium chloride'], [['sodium', 'sodium chloride'], ['chlorine', 'sodium chloride']]), outcome: 'drawn' },
];
