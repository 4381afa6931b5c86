// Illustration prompts written for the schematic reader's tests, in researchers' voices, on
// subjects the corpus's dev half does not cover (cell biology, ecology, physics, chemistry, lab
// apparatus), each with the scene a careful reader would draw (the corpus's format and
// conventions: test/corpora/illustrations/README.md; a place written with a thing, "on a magnetic
// stirrer", is its setting, part of its label) and what the reader delivers today: `drawn` (that scene
// exactly) or `refused` (SCHEMATIC_* naming words of the prompt). Never silently wrong.
import type { ExpectedScene } from '../../../bench/understanding/illustrationsJudge.ts';
import { chain, flow, set, single } from './support/scenes.ts';

export interface OwnPrompt {
  prompt: string;
  expect: ExpectedScene;
  outcome: 'drawn' | 'refused';
}

export const OWN_PROMPTS: OwnPrompt[] = [
  // cell biology
  { prompt: 'Insulin binds the insulin receptor, which activates PI3K, which in turn activates AKT', expect: flow(['insulin', 'insulin receptor', 'PI3K', 'AKT'], chain(['insulin', 'insulin receptor', 'PI3K', 'AKT'])), outcome: 'drawn' },
  { prompt: 'a eukaryotic cell with labelled nucleus, endoplasmic reticulum, Golgi apparatus and mitochondria', expect: single('eukaryotic cell', ['nucleus', 'endoplasmic reticulum', 'Golgi apparatus', 'mitochondria']), outcome: 'drawn' },
  { prompt: 'p53 activates MDM2, and MDM2 inhibits p53', expect: { ...flow(['p53', 'MDM2'], [['p53', 'MDM2'], ['MDM2', 'p53']]), layout: 'cycle' }, outcome: 'drawn' },
  { prompt: 'Mitochondria produce ATP, which powers the sodium-potassium pump', expect: flow(['mitochondria', 'ATP', 'sodium-potassium pump'], chain(['mitochondria', 'ATP', 'sodium-potassium pump'])), outcome: 'drawn' },
  { prompt: 'TNF-α activates NF-κB; NF-κB induces IL-6', expect: flow(['TNF-α', 'NF-κB', 'IL-6'], chain(['TNF-α', 'NF-κB', 'IL-6'])), outcome: 'refused' },
  { prompt: 'Aspirin inhibits COX-1 and COX-2', expect: flow(['aspirin', 'COX-1', 'COX-2'], [['aspirin', 'COX-1'], ['aspirin', 'COX-2']]), outcome: 'drawn' },
  { prompt: 'a ribosome translating mRNA into a polypeptide chain', expect: flow(['ribosome', 'mRNA', 'polypeptide chain'], [['mRNA', 'polypeptide chain']]), outcome: 'drawn' },
  { prompt: 'A chloroplast and a mitochondrion side by side, each with its outer and inner membranes labelled', expect: { layout: 'comparison', title: null, subjects: ['chloroplast', 'mitochondrion'], parts: { chloroplast: ['outer membrane', 'inner membrane'], mitochondrion: ['outer membrane', 'inner membrane'] }, arrows: [], labels: {} }, outcome: 'drawn' },
  { prompt: 'zygote to morula to blastocyst', expect: flow(['zygote', 'morula', 'blastocyst'], chain(['zygote', 'morula', 'blastocyst'])), outcome: 'drawn' },
  // ecology
  { prompt: 'Collagen is deposited by fibroblasts and degraded by macrophages', expect: flow(['collagen', 'fibroblasts', 'macrophages'], [['fibroblasts', 'collagen'], ['macrophages', 'collagen']]), outcome: 'drawn' },
  { prompt: 'Three trophic levels in a row: producers, herbivores and carnivores', expect: set(['producers', 'herbivores', 'carnivores']), outcome: 'drawn' },
  { prompt: 'Carbon moves from the atmosphere to plants, from plants to herbivores, and from herbivores to decomposers', expect: flow(['atmosphere', 'plants', 'herbivores', 'decomposers'], chain(['atmosphere', 'plants', 'herbivores', 'decomposers'])), outcome: 'drawn' },
  { prompt: 'Wolves reduce the elk population, and fewer elk let willows recover along the river', expect: flow(['wolves', 'elk population', 'willows'], chain(['wolves', 'elk population', 'willows'])), outcome: 'refused' },
  { prompt: 'a beaver dam next to a pond', expect: set(['beaver dam', 'pond']), outcome: 'drawn' },
  { prompt: 'Quadrat survey workflow: place the quadrat, count the species, record the data, estimate density', expect: flow(['place the quadrat', 'count the species', 'record the data', 'estimate density'], chain(['place the quadrat', 'count the species', 'record the data', 'estimate density'])), outcome: 'drawn' },
  { prompt: 'We measured soil respiration in 30 plots along a warming gradient. Show a soil core → incubation chamber → gas analyser.', expect: flow(['soil core', 'incubation chamber', 'gas analyser'], chain(['soil core', 'incubation chamber', 'gas analyser'])), outcome: 'drawn' },
  // physics
  { prompt: 'Michelson interferometer: laser → beam splitter → mirror → detector', expect: flow(['laser', 'beam splitter', 'mirror', 'detector'], chain(['laser', 'beam splitter', 'mirror', 'detector']), { title: 'Michelson interferometer' }), outcome: 'drawn' },
  { prompt: 'a pendulum with labelled pivot, string and bob', expect: single('pendulum', ['pivot', 'string', 'bob']), outcome: 'refused' },
  { prompt: 'A simple circuit: battery, switch, resistor and LED connected in a loop', expect: { layout: 'cycle', title: 'A simple circuit', subjects: ['battery', 'switch', 'resistor', 'LED'], parts: {}, arrows: [...chain(['battery', 'switch', 'resistor', 'LED']), ['LED', 'battery']], labels: {} }, outcome: 'refused' },
  { prompt: 'The photoelectric effect: a photon hits a metal plate and an electron is emitted', expect: flow(['photon', 'metal plate', 'electron'], chain(['photon', 'metal plate', 'electron']), { title: 'The photoelectric effect' }), outcome: 'refused' },
  { prompt: 'Heat flows from the hot reservoir through the engine to the cold reservoir', expect: flow(['hot reservoir', 'engine', 'cold reservoir'], chain(['hot reservoir', 'engine', 'cold reservoir'])), outcome: 'drawn' },
  { prompt: 'a hydrogen atom with its proton and electron labelled', expect: single('hydrogen atom', ['proton', 'electron']), outcome: 'drawn' },
  // chemistry
  { prompt: 'Sodium reacts with chlorine to produce sodium chloride', expect: flow(['sodium', 'chlorine', 'sodium chloride'], [['sodium', 'sodium chloride'], ['chlorine', 'sodium chloride']]), outcome: 'drawn' },
  { prompt: 'Glucose is converted to pyruvate, and pyruvate is reduced to lactate', expect: flow(['glucose', 'pyruvate', 'lactate'], chain(['glucose', 'pyruvate', 'lactate'])), outcome: 'drawn' },
  { prompt: 'ATP is hydrolysed to ADP and phosphate', expect: flow(['ATP', 'ADP', 'phosphate'], [['ATP', 'ADP'], ['ATP', 'phosphate']]), outcome: 'drawn' },
  { prompt: 'Sunlight, water and CO2 go into a leaf, and glucose and oxygen come out', expect: flow(['sunlight', 'water', 'CO2', 'leaf', 'glucose', 'oxygen'], [['sunlight', 'leaf'], ['water', 'leaf'], ['CO2', 'leaf'], ['leaf', 'glucose'], ['leaf', 'oxygen']]), outcome: 'refused' },
  { prompt: 'A titration setup: a burette above a conical flask on a magnetic stirrer', expect: set(['burette', 'conical flask'], { title: 'A titration setup' }), outcome: 'drawn' },
  { prompt: 'Distillation apparatus with labelled round-bottom flask, condenser, thermometer and receiving flask', expect: single('distillation apparatus', ['round-bottom flask', 'condenser', 'thermometer', 'receiving flask']), outcome: 'drawn' },
  // lab apparatus
  { prompt: 'a centrifuge next to a vortex mixer and a heat block', expect: set(['centrifuge', 'vortex mixer', 'heat block']), outcome: 'drawn' },
  { prompt: 'Western blot workflow: gel electrophoresis, transfer to membrane, blocking, antibody incubation, imaging', expect: flow(['gel electrophoresis', 'transfer to membrane', 'blocking', 'antibody incubation', 'imaging'], chain(['gel electrophoresis', 'transfer to membrane', 'blocking', 'antibody incubation', 'imaging'])), outcome: 'drawn' },
  { prompt: 'Flow cytometer with the laser, flow cell and detectors labelled', expect: single('flow cytometer', ['laser', 'flow cell', 'detectors']), outcome: 'drawn' },
  { prompt: 'A mass spectrometer: ion source → mass analyser → detector', expect: flow(['ion source', 'mass analyser', 'detector'], chain(['ion source', 'mass analyser', 'detector']), { title: 'A mass spectrometer' }), outcome: 'drawn' },
  { prompt: 'a Petri dish, a Bunsen burner and an inoculating loop in a row', expect: set(['Petri dish', 'Bunsen burner', 'inoculating loop']), outcome: 'drawn' },
  { prompt: 'Make it look nice, blue tones. A xylem vessel next to a phloem sieve tube.', expect: set(['xylem vessel', 'phloem sieve tube']), outcome: 'drawn' },
];
