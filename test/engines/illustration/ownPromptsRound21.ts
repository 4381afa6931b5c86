// A twenty-first round of illustration prompts, written blind (before reading the reader) in
// shapes the earlier rounds did not use: nouns as modifiers ("a cell membrane protein", "a copper
// plate"), things named only as places or materials ("in the soil", "on a glass slide", "in
// buffer"), verbs that are also nouns ("a sample flows", "binds"), measurements ("a 5 cm ring
// magnet"), style instructions ("flat icons", "pastel colours", "no text"), negations ("without
// the nucleus"), counts, possessives ("the kidney's nephron"), comparisons ("wild type vs
// knockout", "before and after"). Each with the scene a careful reader would draw
// (test/corpora/illustrations/README.md; a place written with a thing is its setting, part of its
// label) and what the reader delivers: `drawn` (that scene exactly) or `refused`. Never silently
// wrong. Measured before any change for them: 22 right, 16 refused, 10 silently wrong (an empty
// scene under "no text:", "mounted in agarose" and "In buffer," drawn as things with arrows, "elk
// browse willows" one thing, "aptamer folds" one thing, "wild type" left without its zebrafish
// heart, beams split from the lamp rather than the prism, "insulin pump" cut at "pump"); after: 28
// right, 17 refused, 3 still silently wrong and left out here: "a pitfall trap sunk into the leaf
// litter" (an arrow to the litter), "tissue sections ... are stained, imaged on a slide scanner and
// analysed by a neural network" (the network acting on the sections, not a step after the
// scanner) and "Migration between three cities: ..." (no title).
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_21: CaptionedPrompt[] = [
  // ecology
  { prompt: 'Flat icons, white background, no text: an earthworm in the soil', expect: single('earthworm'), outcome: 'drawn' },
  { prompt: 'A 1 m quadrat on a rocky shore with the limpets, barnacles and mussels labelled', expect: single('1 m quadrat', ['limpets', 'barnacles', 'mussels']), outcome: 'drawn' },
  { prompt: 'Wolves reduce elk, elk browse willows, and willows stabilise the riverbank', expect: flow(['wolves', 'elk', 'willows', 'riverbank'], chain(['wolves', 'elk', 'willows', 'riverbank'])), outcome: 'drawn' },
  { prompt: 'Kelp forest vs urchin barren, in pastel colours', expect: compare('kelp forest', 'urchin barren'), outcome: 'drawn' },
  { prompt: 'Nutrient cycle on a dairy farm: grass feeds cows, cows produce manure, and manure fertilises the grass', expect: loop(['grass', 'cows', 'manure'], { title: 'Nutrient cycle on a dairy farm' }), outcome: 'refused' },
  {
    prompt: 'Graphical abstract. Soil compaction by heavy machinery reduces crop yields worldwide. Using a field trial in Denmark, we show that cover crops loosen compacted soil. Show a tractor, a cover crop and a wheat plant, with an arrow from the cover crop to the wheat plant.',
    expect: flow(['tractor', 'cover crop', 'wheat plant'], [['cover crop', 'wheat plant']]),
    outcome: 'refused',
  },
  { prompt: 'Draw three mice in a cage, no labels', expect: single('mice'), counts: { mouse: 3 }, outcome: 'drawn' },
  // chemistry
  { prompt: 'A sample flows through the column to the detector', expect: flow(['sample', 'column', 'detector'], chain(['sample', 'column', 'detector'])), outcome: 'drawn' },
  { prompt: 'Nitrogen cylinder → mass flow controller → reactor → cold trap → vent', expect: flow(['nitrogen cylinder', 'mass flow controller', 'reactor', 'cold trap', 'vent'], chain(['nitrogen cylinder', 'mass flow controller', 'reactor', 'cold trap', 'vent'])), outcome: 'drawn' },
  { prompt: 'Label the anode, cathode and membrane of the electrolyser', expect: single('electrolyser', ['anode', 'cathode', 'membrane']), outcome: 'refused' },
  { prompt: 'In buffer, the aptamer folds and binds thrombin', expect: flow(['aptamer', 'thrombin'], [['aptamer', 'thrombin']]), outcome: 'drawn' },
  { prompt: 'A lithium-ion battery with its anode, cathode, separator and electrolyte', expect: single('lithium-ion battery', ['anode', 'cathode', 'separator', 'electrolyte']), outcome: 'drawn' },
  { prompt: 'Seawater → sand filter → reverse osmosis membrane, which splits it into brine and fresh water', expect: flow(['seawater', 'sand filter', 'reverse osmosis membrane', 'brine', 'fresh water'], [...chain(['seawater', 'sand filter', 'reverse osmosis membrane']), ['reverse osmosis membrane', 'brine'], ['reverse osmosis membrane', 'fresh water']]), outcome: 'refused' },
  { prompt: 'A 96-well plate with the blank wells, standards and samples labelled', expect: single('96-well plate', ['blank wells', 'standards', 'samples']), outcome: 'refused' },
  // physics
  { prompt: 'A 5 cm ring magnet above a copper plate, no arrows', expect: set(['5 cm ring magnet', 'copper plate']), outcome: 'drawn' },
  { prompt: 'Draw the Sun, the Earth and the Moon in a line during a solar eclipse, not to scale', expect: set(['Sun', 'Earth', 'Moon']), outcome: 'refused' },
  { prompt: 'Light from the lamp passes through a prism and splits into a red beam and a blue beam', expect: flow(['lamp', 'prism', 'red beam', 'blue beam'], [['lamp', 'prism'], ['prism', 'red beam'], ['prism', 'blue beam']]), outcome: 'drawn' },
  { prompt: 'A short pendulum (20 cm) and a long pendulum (80 cm)', expect: set(['short pendulum', 'long pendulum'], { labels: { 'short pendulum': '20 cm', 'long pendulum': '80 cm' } }), outcome: 'drawn' },
  // engineering
  { prompt: 'A bridge truss with the top chord, bottom chord and diagonals labelled, in blueprint style', expect: single('bridge truss', ['top chord', 'bottom chord', 'diagonals']), outcome: 'drawn' },
  { prompt: 'Isometric view of a quadcopter without its propellers', expect: single('quadcopter'), outcome: 'refused' },
  { prompt: 'Heat pump: the compressor sends refrigerant to the condenser, then to the expansion valve, then to the evaporator, and back to the compressor', expect: loop(['compressor', 'condenser', 'expansion valve', 'evaporator'], { title: 'Heat pump' }), outcome: 'drawn' },
  { prompt: 'An insulin pump connected to a glucose sensor, worn on the abdomen', expect: flow(['insulin pump', 'glucose sensor'], [['insulin pump', 'glucose sensor']]), outcome: 'refused' },
  // geoscience
  { prompt: 'Groundwater flows from the recharge zone through the aquifer to the discharge zone', expect: flow(['recharge zone', 'aquifer', 'discharge zone'], chain(['recharge zone', 'aquifer', 'discharge zone'])), outcome: 'drawn' },
  { prompt: 'A hurricane seen from above; label its eye, eyewall and rainbands', expect: single('hurricane', ['eye', 'eyewall', 'rainbands']), outcome: 'refused' },
  { prompt: 'An ice core drilled from the Antarctic ice sheet, with the annual layers labelled', expect: flow(['ice core', 'Antarctic ice sheet'], [['Antarctic ice sheet', 'ice core']], { parts: { 'ice core': ['annual layers'] } }), outcome: 'drawn' },
  { prompt: 'Water samples from Lake A, Lake B and Lake C all go to the mass spectrometer', expect: flow(['Lake A', 'Lake B', 'Lake C', 'mass spectrometer'], [['Lake A', 'mass spectrometer'], ['Lake B', 'mass spectrometer'], ['Lake C', 'mass spectrometer']]), outcome: 'refused' },
  // medicine
  { prompt: "Healthy lung vs smoker's lung", expect: compare('healthy lung', "smoker's lung"), outcome: 'drawn' },
  { prompt: 'A T cell binding a tumour cell, with the TCR on the T cell and the MHC on the tumour cell labelled', expect: flow(['T cell', 'tumour cell'], [['T cell', 'tumour cell']], { parts: { 'T cell': ['TCR'], 'tumour cell': ['MHC'] } }), outcome: 'refused' },
  { prompt: 'Wild type vs knockout zebrafish heart, with the atrium and ventricle labelled in both', expect: compare('wild type zebrafish heart', 'knockout zebrafish heart', { parts: { 'wild type zebrafish heart': ['atrium', 'ventricle'], 'knockout zebrafish heart': ['atrium', 'ventricle'] } }), outcome: 'drawn' },
  { prompt: 'Before and after treatment: an inflamed joint, then a healthy joint', expect: compare('inflamed joint', 'healthy joint'), outcome: 'refused' },
  { prompt: 'A cell membrane protein with its extracellular domain, transmembrane helix and cytoplasmic tail labelled', expect: single('cell membrane protein', ['extracellular domain', 'transmembrane helix', 'cytoplasmic tail']), outcome: 'drawn' },
  { prompt: 'The ligand binds the receptor, which activates the kinase, which phosphorylates the transcription factor', expect: flow(['ligand', 'receptor', 'kinase', 'transcription factor'], chain(['ligand', 'receptor', 'kinase', 'transcription factor'])), outcome: 'refused' },
  { prompt: 'The tumour microenvironment: cancer cells, T cells, macrophages and fibroblasts around a blood vessel', expect: set(['cancer cells', 'T cells', 'macrophages', 'fibroblasts', 'blood vessel'], { title: 'tumour microenvironment' }), outcome: 'drawn' },
  { prompt: 'A hippocampal slice on a multi-electrode array, with CA1, CA3 and the dentate gyrus labelled', expect: single('hippocampal slice', ['CA1', 'CA3', 'dentate gyrus']), outcome: 'drawn' },
  { prompt: 'A zebrafish larva mounted in agarose, lateral view', expect: single('zebrafish larva'), outcome: 'drawn' },
  // social science
  { prompt: 'Households send remittances to their home villages, and the villages invest in schools', expect: flow(['households', 'home villages', 'schools'], chain(['households', 'home villages', 'schools'])), outcome: 'drawn' },
  { prompt: 'A classroom vs an online lecture, drawn as simple line icons', expect: compare('classroom', 'online lecture'), outcome: 'refused' },
  { prompt: 'Voters, parties and the media, with arrows from the media to voters and from parties to the media', expect: flow(['voters', 'parties', 'media'], [['media', 'voters'], ['parties', 'media']]), outcome: 'drawn' },
  // teaching slides
  { prompt: 'For my Year 9 slide: a plant cell with the cell wall, chloroplasts and vacuole labelled, without the nucleus', expect: single('plant cell', ['cell wall', 'chloroplasts', 'vacuole']), outcome: 'refused' },
  { prompt: "Lecture slide: the kidney's nephron, labelled glomerulus, loop of Henle and collecting duct", expect: single("kidney's nephron", ['glomerulus', 'loop of Henle', 'collecting duct']), outcome: 'drawn' },
  { prompt: "The cell's mitochondria, ER and Golgi labelled, nucleus not shown", expect: single('cell', ['mitochondria', 'ER', 'Golgi']), outcome: 'refused' },
  { prompt: 'Two electrodes in a beaker of saline, connected to a potentiostat', expect: flow(['electrodes', 'potentiostat'], [['electrodes', 'potentiostat']]), counts: { electrode: 2 }, outcome: 'drawn' },
  { prompt: 'A honeybee on a sunflower, watercolour, no text', expect: single('honeybee'), outcome: 'drawn' },
  { prompt: 'Three flasks of culture medium, the first clear, the second cloudy and the third turbid', expect: set(['flask', 'flask', 'flask']), captions: ['clear', 'cloudy', 'turbid'], outcome: 'refused' },
  { prompt: 'Compare the wild type and mutant Arabidopsis rosettes', expect: compare('wild type Arabidopsis rosette', 'mutant Arabidopsis rosette'), outcome: 'drawn' },
];
