// A fifth round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them: a thing at the centre with arrows out, colours and common names in
// brackets, things joined by "+" on either side of an arrow, steps numbered as "Step 1:", arrows
// up and down between things placed above or below, passives with their doer, several things in
// one place. Each has the scene a careful reader would draw (test/corpora/illustrations/README.md)
// and what the reader delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming
// words of the prompt). Never silently wrong.
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, flow, loop, set } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_5: CaptionedPrompt[] = [
  { prompt: 'A hepatocyte in the centre with arrows to bile, blood and glucose', expect: flow(['hepatocyte', 'bile', 'blood', 'glucose'], [['hepatocyte', 'bile'], ['hepatocyte', 'blood'], ['hepatocyte', 'glucose']]), outcome: 'drawn' },
  { prompt: 'Tumour cells (red) next to T cells (blue)', expect: set(['tumour cells', 'T cells']), outcome: 'drawn' },
  { prompt: 'Mus musculus (house mouse) and Rattus norvegicus (brown rat)', expect: set(['Mus musculus', 'Rattus norvegicus'], { labels: { 'Mus musculus': 'house mouse', 'Rattus norvegicus': 'brown rat' } }), outcome: 'drawn' },
  { prompt: 'Draw glucose and fructose joining to make sucrose', expect: flow(['glucose', 'fructose', 'sucrose'], [['glucose', 'sucrose'], ['fructose', 'sucrose']]), outcome: 'drawn' },
  { prompt: 'A neuron above a muscle fibre, with an arrow down from the neuron to the fibre', expect: flow(['neuron', 'muscle fibre'], [['neuron', 'muscle fibre']]), outcome: 'drawn' },
  { prompt: 'Below the heart, draw the kidneys', expect: set(['heart', 'kidneys']), outcome: 'refused' },
  { prompt: 'Seawater → reverse osmosis membrane → fresh water + brine', expect: flow(['seawater', 'reverse osmosis membrane', 'fresh water', 'brine'], [['seawater', 'reverse osmosis membrane'], ['reverse osmosis membrane', 'fresh water'], ['reverse osmosis membrane', 'brine']]), outcome: 'drawn' },
  { prompt: 'pipeline: raw reads, quality control, alignment to the reference genome, variant calling', expect: flow(['raw reads', 'quality control', 'alignment to the reference genome', 'variant calling'], chain(['raw reads', 'quality control', 'alignment to the reference genome', 'variant calling'])), outcome: 'refused' },
  { prompt: 'Mitosis in four stages: prophase, metaphase, anaphase and telophase', expect: flow(['prophase', 'metaphase', 'anaphase', 'telophase'], chain(['prophase', 'metaphase', 'anaphase', 'telophase'])), outcome: 'drawn' },
  { prompt: 'An antigen-presenting cell shows antigen to a helper T cell, which activates a B cell, which makes antibodies', expect: flow(['antigen-presenting cell', 'helper T cell', 'B cell', 'antibodies'], chain(['antigen-presenting cell', 'helper T cell', 'B cell', 'antibodies'])), outcome: 'refused' },
  { prompt: 'Kidney stone formation: calcium + oxalate → crystal → stone', expect: flow(['calcium', 'oxalate', 'crystal', 'stone'], [['calcium', 'crystal'], ['oxalate', 'crystal'], ['crystal', 'stone']], { title: 'Kidney stone formation' }), outcome: 'drawn' },
  { prompt: 'A DNA molecule being cut by a restriction enzyme', expect: flow(['DNA molecule', 'restriction enzyme'], [['restriction enzyme', 'DNA molecule']]), outcome: 'drawn' },
  { prompt: 'a tick on a deer, and a tick on a human', expect: set(['tick on a deer', 'tick on a human']), outcome: 'drawn' },
  { prompt: 'Step 1: collect leaf samples. Step 2: grind in liquid nitrogen. Step 3: extract RNA.', expect: flow(['collect leaf samples', 'grind in liquid nitrogen', 'extract RNA'], chain(['collect leaf samples', 'grind in liquid nitrogen', 'extract RNA'])), outcome: 'refused' },
  { prompt: 'Patient with sepsis → blood culture → antibiotic susceptibility test → targeted antibiotic', expect: flow(['patient with sepsis', 'blood culture', 'antibiotic susceptibility test', 'targeted antibiotic'], chain(['patient with sepsis', 'blood culture', 'antibiotic susceptibility test', 'targeted antibiotic'])), outcome: 'drawn' },
  { prompt: 'mosquito egg, larva, pupa and adult, in a cycle', expect: loop(['mosquito egg', 'larva', 'pupa', 'adult']), outcome: 'drawn' },
  { prompt: 'An insulin pen and a glucose meter, side by side, for a diabetes education leaflet', expect: compare('insulin pen', 'glucose meter'), outcome: 'drawn' },
  { prompt: 'The Moon orbits the Earth, and the Earth orbits the Sun', expect: flow(['Moon', 'Earth', 'Sun'], chain(['Moon', 'Earth', 'Sun'])), outcome: 'drawn' },
  { prompt: 'A Petri dish with bacterial colonies and a paper disc of penicillin', expect: set(['Petri dish with bacterial colonies', 'paper disc of penicillin']), outcome: 'refused' },
  { prompt: 'Wolves, deer and grass: wolves eat deer, deer eat grass', expect: flow(['wolves', 'deer', 'grass'], [['deer', 'wolves'], ['grass', 'deer']]), outcome: 'drawn' },
  { prompt: 'Make me a figure where a soil bacterium fixes nitrogen for a bean plant', expect: flow(['soil bacterium', 'nitrogen', 'bean plant'], [['soil bacterium', 'bean plant']]), outcome: 'refused' },
  { prompt: 'Three test tubes labelled A, B and C, then a spectrophotometer', expect: flow(['test tube', 'test tube', 'test tube', 'spectrophotometer'], [['test tube', 'spectrophotometer']]), captions: ['A', 'B', 'C', null], outcome: 'drawn' },
  { prompt: 'A bee carrying pollen from one flower to another flower', expect: flow(['bee', 'flower', 'another flower'], [['flower', 'another flower']]), outcome: 'refused' },
  { prompt: 'Smoking and air pollution both cause lung damage', expect: flow(['smoking', 'air pollution', 'lung damage'], [['smoking', 'lung damage'], ['air pollution', 'lung damage']]), outcome: 'refused' },
  { prompt: 'a sunflower, a cactus and a fern; the cactus labelled "desert"', expect: set(['sunflower', 'cactus', 'fern'], { labels: { cactus: 'desert' } }), outcome: 'drawn' },
  { prompt: 'A centrifuge tube before and after spinning, with the pellet labelled in the after one', expect: compare('centrifuge tube before spinning', 'centrifuge tube after spinning', { parts: { 'centrifuge tube after spinning': ['pellet'] } }), outcome: 'refused' },
  { prompt: 'An egg cell surrounded by sperm cells', expect: set(['egg cell', 'sperm cells']), outcome: 'drawn' },
  { prompt: 'magma rises to the surface, cools into igneous rock, and weathers into sediment', expect: flow(['magma', 'surface', 'igneous rock', 'sediment'], [['magma', 'surface'], ['magma', 'igneous rock'], ['igneous rock', 'sediment']]), outcome: 'refused' },
  { prompt: 'A schematic of a solar cell with labelled glass cover, n-type layer, p-type layer and back contact', expect: { layout: 'single', title: null, subjects: ['solar cell'], parts: { 'solar cell': ['glass cover', 'n-type layer', 'p-type layer', 'back contact'] }, arrows: [], labels: {} }, outcome: 'refused' },
  { prompt: 'Graphical abstract: a hospital, a pharmacy and a patient at home, connected by arrows in a triangle', expect: loop(['hospital', 'pharmacy', 'patient at home']), outcome: 'refused' },
];
