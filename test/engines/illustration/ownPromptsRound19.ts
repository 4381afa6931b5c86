// Prompts written blind (before reading the reader) in researchers' voices across fields,
// in the shapes the held-out half misreads: graphical abstracts whose background sentences
// must not be drawn, several relations in one sentence, parts of one of several things,
// comparisons of two to four things, flows that branch or merge, cycles. Each with the scene
// a careful reader would draw (test/corpora/illustrations/README.md); `outcome` is what the
// reader delivers (`drawn`: that scene exactly, `refused`). Never silently wrong.
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, compareAll, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_19: CaptionedPrompt[] = [
  // ecology
  { prompt: 'Nitrogen cycle: atmospheric nitrogen → nitrogen-fixing bacteria → ammonium → nitrate → plants → back to atmospheric nitrogen', expect: loop(['atmospheric nitrogen', 'nitrogen-fixing bacteria', 'ammonium', 'nitrate', 'plants'], { title: 'Nitrogen cycle' }), outcome: 'drawn' },
  { prompt: 'A salmon with the dorsal fin, adipose fin, gills and lateral line labelled', expect: single('salmon', ['dorsal fin', 'adipose fin', 'gills', 'lateral line']), outcome: 'drawn' },
  { prompt: 'Compare a sandy beach, a rocky shore and a salt marsh', expect: compareAll(['sandy beach', 'rocky shore', 'salt marsh']), outcome: 'drawn' },
  { prompt: 'Seed bank → seedling → sapling → mature tree', expect: flow(['seed bank', 'seedling', 'sapling', 'mature tree'], chain(['seed bank', 'seedling', 'sapling', 'mature tree'])), outcome: 'drawn' },
  // chemistry
  { prompt: 'A distillation setup with the round-bottom flask, condenser and receiving flask labelled', expect: single('distillation setup', ['round-bottom flask', 'condenser', 'receiving flask']), outcome: 'drawn' },
  { prompt: 'Draw a burette above a conical flask', expect: set(['burette', 'conical flask']), outcome: 'drawn' },
  { prompt: 'Monomer → oligomer → polymer', expect: flow(['monomer', 'oligomer', 'polymer'], chain(['monomer', 'oligomer', 'polymer'])), outcome: 'drawn' },
  // physics
  { prompt: 'Compare a series circuit and a parallel circuit', expect: compare('series circuit', 'parallel circuit'), outcome: 'drawn' },
  { prompt: 'A pendulum with the string, bob and pivot labelled', expect: single('pendulum', ['string', 'bob', 'pivot']), outcome: 'drawn' },
  // engineering
  { prompt: 'Raw data → preprocessing → feature extraction → classifier → prediction', expect: flow(['raw data', 'preprocessing', 'feature extraction', 'classifier', 'prediction'], chain(['raw data', 'preprocessing', 'feature extraction', 'classifier', 'prediction'])), outcome: 'drawn' },
  { prompt: 'A bicycle with the frame, chain, pedals and saddle labelled', expect: single('bicycle', ['frame', 'chain', 'pedals', 'saddle']), outcome: 'drawn' },
  // geoscience
  { prompt: 'Rock cycle: igneous rock → sedimentary rock → metamorphic rock → back to igneous rock', expect: loop(['igneous rock', 'sedimentary rock', 'metamorphic rock'], { title: 'Rock cycle' }), outcome: 'drawn' },
  { prompt: 'A volcano with the magma chamber, vent and crater labelled', expect: single('volcano', ['magma chamber', 'vent', 'crater']), outcome: 'drawn' },
  { prompt: 'Compare an oceanic plate and a continental plate', expect: compare('oceanic plate', 'continental plate'), outcome: 'drawn' },
  // medicine
  { prompt: 'A kidney with the cortex, medulla and ureter labelled', expect: single('kidney', ['cortex', 'medulla', 'ureter']), outcome: 'drawn' },
  { prompt: 'Screening → diagnosis → treatment → follow-up', expect: flow(['screening', 'diagnosis', 'treatment', 'follow-up'], chain(['screening', 'diagnosis', 'treatment', 'follow-up'])), outcome: 'drawn' },
  { prompt: 'Compare a healthy alveolus and an emphysematous alveolus', expect: compare('healthy alveolus', 'emphysematous alveolus'), outcome: 'drawn' },
  // social science, teaching
  { prompt: 'Survey design → data collection → coding → analysis → report', expect: flow(['survey design', 'data collection', 'coding', 'analysis', 'report'], chain(['survey design', 'data collection', 'coding', 'analysis', 'report'])), outcome: 'drawn' },
  { prompt: 'Draw a microscope next to a slide', expect: set(['microscope', 'slide']), outcome: 'refused' },
  // graphical abstracts, several relations, branching and merging
  {
    prompt: 'Graphical abstract. Antibiotic resistance is a growing threat worldwide, and wastewater is a suspected hotspot. Show a hospital, an arrow to a wastewater treatment plant, and an arrow from the plant to a river.',
    expect: flow(['hospital', 'wastewater treatment plant', 'river'], chain(['hospital', 'wastewater treatment plant', 'river'])),
    outcome: 'drawn',
  },
  {
    prompt: 'Soil moisture has been hard to measure at scale. We propose a low-cost sensor. Draw a soil probe, an arrow to a radio module, and an arrow to a laptop.',
    expect: flow(['soil probe', 'radio module', 'laptop'], chain(['soil probe', 'radio module', 'laptop'])),
    outcome: 'drawn',
  },
  { prompt: 'Glucose is converted to pyruvate, which is converted to lactate or to acetyl-CoA', expect: flow(['glucose', 'pyruvate', 'lactate', 'acetyl-CoA'], [['glucose', 'pyruvate'], ['pyruvate', 'lactate'], ['pyruvate', 'acetyl-CoA']]), outcome: 'drawn' },
  { prompt: 'Rain falls on the hills, which drain to the river or to the lake', expect: flow(['rain', 'hills', 'river', 'lake'], [['rain', 'hills'], ['hills', 'river'], ['hills', 'lake']]), outcome: 'drawn' },
  { prompt: 'Farms and cities both drain into the estuary', expect: flow(['farms', 'cities', 'estuary'], [['farms', 'estuary'], ['cities', 'estuary']]), outcome: 'drawn' },
  { prompt: 'A leaf and a root, with the stomata and guard cells labelled on the leaf', expect: set(['leaf', 'root'], { parts: { leaf: ['stomata', 'guard cells'] } }), outcome: 'drawn' },
  { prompt: 'Compare a prokaryotic cell, a plant cell, an animal cell and a fungal cell', expect: compareAll(['prokaryotic cell', 'plant cell', 'animal cell', 'fungal cell']), outcome: 'drawn' },
  { prompt: 'Evaporation → condensation → precipitation → collection → evaporation', expect: loop(['evaporation', 'condensation', 'precipitation', 'collection']), outcome: 'drawn' },
];
