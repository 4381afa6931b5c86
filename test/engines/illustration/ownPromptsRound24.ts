// A twenty-fourth round of illustration prompts, written before reading the reader, in voices the
// earlier rounds used little: grant and poster figures ("a graphical abstract showing ..."),
// subjects named by their function ("the organ that pumps blood"), quantities ("three test tubes",
// "a pair of kidneys"), possessives and "of"-chains ("the nucleus of a neuron's cell body"), parts
// a subject does not have, students and non-native English, several relations in one sentence
// (passive ones too), parts said after two things, branching, merging and cycles. Each with the
// scene a careful reader would draw (test/corpora/illustrations/README.md) and what the reader
// delivers: `drawn` (that scene exactly) or `refused`. Never silently wrong. Measured before any change
// for them: 22 right, 16 refused, 8 silently wrong (the homework plant cell drawn as a chloroplast and a
// vacuole; "the structure of the skin" and "the parts of a flower" drawn as things; "the organelle that
// makes ATP" an arrow to ATP; "and after to" and "hunted by" arrows from the wrong end; "holding" and
// "wearing" drawn as arrows). After this round's rules: 37 right, 11 refused, 0 silently wrong.
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, compareAll, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_24: CaptionedPrompt[] = [
  // grant, poster and graphical-abstract voices, with background the figure must not show
  { prompt: 'A graphical abstract showing how a high-fat diet harms the liver: a mouse → an inflamed gut → a fatty liver.', expect: flow(['mouse', 'inflamed gut', 'fatty liver'], chain(['mouse', 'inflamed gut', 'fatty liver'])), outcome: 'drawn' },
  { prompt: 'Grant figure: a field site → a sequencing machine → a computer model, and an arrow from the computer model back to the field site.', expect: loop(['field site', 'sequencing machine', 'computer model']), outcome: 'drawn' },
  { prompt: 'Graphical abstract: Statins protect the heart. In a cohort of 40,000 patients in Denmark, statin users had 25% fewer heart attacks over five years. Draw a pill bottle → a blood vessel with less plaque → a healthy heart. Do not show Denmark or any patients.', expect: flow(['pill bottle', 'blood vessel with less plaque', 'healthy heart'], chain(['pill bottle', 'blood vessel with less plaque', 'healthy heart']), { title: 'Statins protect the heart' }), outcome: 'drawn' },
  { prompt: 'Poster figure showing our pipeline: raw reads → quality control → alignment → variant calling', expect: flow(['raw reads', 'quality control', 'alignment', 'variant calling'], chain(['raw reads', 'quality control', 'alignment', 'variant calling'])), outcome: 'refused' },
  { prompt: 'Our study interviewed 50 migrant workers in Qatar about their housing. For the figure, just a worker, a dormitory and an employer, with an arrow from the employer to the dormitory and one from the worker to the employer.', expect: flow(['worker', 'dormitory', 'employer'], [['employer', 'dormitory'], ['worker', 'employer']]), outcome: 'drawn' },
  { prompt: 'We measured how temperature changes fermentation in yeast. Show a yeast cell with an arrow to a CO2 bubble.', expect: flow(['yeast cell', 'CO2 bubble'], [['yeast cell', 'CO2 bubble']]), outcome: 'drawn' },
  { prompt: 'In drought years, farmers in Kenya switch from maize to sorghum. Draw a maize plant vs a sorghum plant with the roots labelled on both.', expect: compare('maize plant', 'sorghum plant', { parts: { 'maize plant': ['roots'], 'sorghum plant': ['roots'] } }), outcome: 'drawn' },
  // subjects named by their function
  { prompt: 'Draw a heart, the organ that pumps blood, with the left and right ventricles labelled.', expect: single('heart', ['left ventricle', 'right ventricle']), outcome: 'drawn' },
  { prompt: 'the organelle that makes ATP, with its cristae and matrix labelled', expect: single('mitochondrion', ['cristae', 'matrix']), outcome: 'refused' },
  { prompt: 'Draw the cell that carries oxygen in blood, a red blood cell, with the haemoglobin labelled', expect: single('red blood cell', ['haemoglobin']), outcome: 'refused' },
  // quantities
  { prompt: 'Three test tubes next to a Bunsen burner', expect: set(['test tube', 'Bunsen burner']), counts: { 'test tube': 3 }, outcome: 'drawn' },
  { prompt: 'A pair of kidneys with the ureters and bladder labelled', expect: single('kidney', ['ureters', 'bladder']), counts: { kidney: 2 }, outcome: 'drawn' },
  { prompt: 'two petri dishes, one labelled "control" and one labelled "treated"', expect: set(['petri dish', 'petri dish']), captions: ['control', 'treated'], outcome: 'drawn' },
  // possessives and "of"-chains
  { prompt: "the nucleus of a neuron's cell body, with the nucleolus and nuclear envelope labelled", expect: single("nucleus of a neuron's cell body", ['nucleolus', 'nuclear envelope']), outcome: 'drawn' },
  { prompt: 'a diagram of the structure of the skin, showing the epidermis, dermis and hypodermis', expect: single('skin', ['epidermis', 'dermis', 'hypodermis']), outcome: 'drawn' },
  { prompt: 'the inner membrane of a mitochondrion, with complex I, complex III and ATP synthase labelled', expect: single('inner membrane', ['complex I', 'complex III', 'ATP synthase']), outcome: 'refused' },
  // parts a subject does not have, and parts said after two things
  { prompt: 'a bacterium with its nucleus and mitochondria labelled', expect: single('bacterium', ['nucleus', 'mitochondria']), outcome: 'drawn' },
  { prompt: 'a frog and a tadpole, with the gills labelled on the tadpole and the lungs on the frog', expect: set(['frog', 'tadpole'], { parts: { tadpole: ['gills'], frog: ['lungs'] } }), outcome: 'drawn' },
  { prompt: 'a car engine next to a bicycle, label the pistons', expect: set(['car engine', 'bicycle'], { parts: { 'car engine': ['pistons'] } }), outcome: 'refused' },
  { prompt: 'Graphical abstract: a nurse wearing an N95 mask, and an arrow from a coughing patient to the mask', expect: flow(['nurse', 'N95 mask', 'coughing patient'], [['coughing patient', 'N95 mask']]), outcome: 'drawn' },
  { prompt: 'a diver holding a sediment core', expect: set(['diver', 'sediment core']), outcome: 'drawn' },
  // students and non-native English
  { prompt: 'hi i need a picture for my biology homework of a plant cell with cell wall, chloroplast and vacuole labelled thx', expect: single('plant cell', ['cell wall', 'chloroplast', 'vacuole']), outcome: 'drawn' },
  { prompt: 'can u draw the water cycle with evaporation, condensation, precipitation and collection going round', expect: loop(['evaporation', 'condensation', 'precipitation', 'collection']), outcome: 'drawn' },
  { prompt: 'Please make figure where is shown the soil sample going to the extraction and after to the PCR machine.', expect: flow(['soil sample', 'extraction', 'PCR machine'], chain(['soil sample', 'extraction', 'PCR machine'])), outcome: 'drawn' },
  { prompt: 'I want picture of the zebrafish embryo, with marked the heart, the yolk and the eye.', expect: single('zebrafish embryo', ['heart', 'yolk', 'eye']), outcome: 'drawn' },
  { prompt: 'Please to draw one cow with the four stomach parts labelled: rumen, reticulum, omasum, abomasum.', expect: single('cow', ['rumen', 'reticulum', 'omasum', 'abomasum']), outcome: 'refused' },
  { prompt: 'Figure of the experiment: the rats are divided in two groups, one receive the drug and the other receive the saline, after we measure the blood pressure.', expect: flow(['rats', 'drug', 'saline', 'blood pressure'], [['rats', 'drug'], ['rats', 'saline'], ['drug', 'blood pressure'], ['saline', 'blood pressure']]), outcome: 'refused' },
  // several relations in one sentence
  { prompt: 'The farmer sells grain to the mill, the mill sells flour to the bakery, and the bakery sells bread to the shop.', expect: flow(['farmer', 'mill', 'bakery', 'shop'], chain(['farmer', 'mill', 'bakery', 'shop'])), outcome: 'drawn' },
  { prompt: 'Phytoplankton are eaten by krill, krill are eaten by whales, and whales are hunted by orcas.', expect: flow(['phytoplankton', 'krill', 'whales', 'orcas'], chain(['phytoplankton', 'krill', 'whales', 'orcas'])), outcome: 'drawn' },
  { prompt: 'Heat flows from the hot reservoir through the engine to the cold reservoir, and the engine does work on a piston.', expect: flow(['hot reservoir', 'engine', 'cold reservoir', 'piston'], [['hot reservoir', 'engine'], ['engine', 'cold reservoir'], ['engine', 'piston']]), outcome: 'refused' },
  // labels for several things
  { prompt: "a beaker labelled 'acid' next to a flask labelled 'base' and a burette labelled 'titrant'", expect: set(['beaker', 'flask', 'burette'], { labels: { beaker: 'acid', flask: 'base', burette: 'titrant' } }), outcome: 'drawn' },
  { prompt: 'A seed, a seedling and a mature tree in a row, labelled "day 0", "week 2" and "year 10"', expect: set(['seed', 'seedling', 'mature tree'], { labels: { seed: 'day 0', seedling: 'week 2', 'mature tree': 'year 10' } }), outcome: 'drawn' },
  { prompt: "a laser → a beam splitter → a detector, with the beam splitter labelled '50:50'", expect: flow(['laser', 'beam splitter', 'detector'], chain(['laser', 'beam splitter', 'detector']), { labels: { 'beam splitter': '50:50' } }), outcome: 'refused' },
  // comparisons of 2-4 things
  { prompt: 'Compare a prokaryotic cell, a plant cell and an animal cell, label the ribosomes in all three', expect: compareAll(['prokaryotic cell', 'plant cell', 'animal cell'], { parts: { 'prokaryotic cell': ['ribosomes'], 'plant cell': ['ribosomes'], 'animal cell': ['ribosomes'] } }), outcome: 'drawn' },
  { prompt: 'Four soil types side by side for an intro geology slide: sand, silt, clay and loam', expect: compareAll(['sand', 'silt', 'clay', 'loam']), outcome: 'drawn' },
  { prompt: 'Before and after restoration: a drained peatland with the ditch labelled, then a rewetted peatland with the sphagnum moss labelled.', expect: compare('drained peatland', 'rewetted peatland', { parts: { 'drained peatland': ['ditch'], 'rewetted peatland': ['sphagnum moss'] } }), outcome: 'refused' },
  // flows with branching and merging
  { prompt: 'Blood sample → centrifuge, then the plasma goes to the mass spectrometer and the cells go to the sequencer.', expect: flow(['blood sample', 'centrifuge', 'plasma', 'mass spectrometer', 'cells', 'sequencer'], [['blood sample', 'centrifuge'], ['centrifuge', 'plasma'], ['plasma', 'mass spectrometer'], ['centrifuge', 'cells'], ['cells', 'sequencer']]), outcome: 'refused' },
  { prompt: 'Satellite images and field surveys both feed into a land-cover model, which produces a deforestation map.', expect: flow(['satellite images', 'field surveys', 'land-cover model', 'deforestation map'], [['satellite images', 'land-cover model'], ['field surveys', 'land-cover model'], ['land-cover model', 'deforestation map']]), outcome: 'drawn' },
  { prompt: 'Triage: patient → nurse → resus room or waiting room', expect: flow(['patient', 'nurse', 'resus room', 'waiting room'], [['patient', 'nurse'], ['nurse', 'resus room'], ['nurse', 'waiting room']], { title: 'Triage' }), outcome: 'drawn' },
  { prompt: 'Wastewater treatment: screen → settling tank → aeration tank → clarifier → river', expect: flow(['screen', 'settling tank', 'aeration tank', 'clarifier', 'river'], chain(['screen', 'settling tank', 'aeration tank', 'clarifier', 'river']), { title: 'Wastewater treatment' }), outcome: 'drawn' },
  { prompt: 'A survey questionnaire → a coding spreadsheet → a regression model → a policy brief', expect: flow(['survey questionnaire', 'coding spreadsheet', 'regression model', 'policy brief'], chain(['survey questionnaire', 'coding spreadsheet', 'regression model', 'policy brief'])), outcome: 'drawn' },
  { prompt: 'Draw a round-bottom flask → condenser → receiving flask, with the thermometer and heating mantle labelled on the round-bottom flask.', expect: flow(['round-bottom flask', 'condenser', 'receiving flask'], chain(['round-bottom flask', 'condenser', 'receiving flask']), { parts: { 'round-bottom flask': ['thermometer', 'heating mantle'] } }), outcome: 'drawn' },
  // cycles
  { prompt: 'The rock cycle: igneous rock → sedimentary rock → metamorphic rock → back to igneous rock', expect: loop(['igneous rock', 'sedimentary rock', 'metamorphic rock'], { title: 'The rock cycle' }), outcome: 'drawn' },
  { prompt: 'Draw the cell cycle as a loop: G1, S phase, G2, mitosis.', expect: loop(['G1', 'S phase', 'G2', 'mitosis']), outcome: 'drawn' },
  // fields, one subject with parts
  { prompt: 'Cross-section of a volcano with the magma chamber, vent and ash cloud labelled', expect: single('volcano', ['magma chamber', 'vent', 'ash cloud']), outcome: 'drawn' },
  { prompt: 'Slide for year 9: the parts of a flower - petal, sepal, stamen, pistil.', expect: set(['petal', 'sepal', 'stamen', 'pistil'], { title: 'The parts of a flower' }), outcome: 'drawn' },
  { prompt: 'Schematic of a lithium-ion battery with the anode, cathode, electrolyte and separator labelled', expect: single('lithium-ion battery', ['anode', 'cathode', 'electrolyte', 'separator']), outcome: 'drawn' },
  { prompt: 'A 3D rendered icon of a tardigrade, photorealistic, no background', expect: single('tardigrade'), outcome: 'drawn' },
];
