// A ninth round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them: graphical abstracts of several sentences whose steps each relate
// their own things, branches written "A or B" between arrows, places in brackets ("a donor
// (left)"), things marked ("with the hippocampus highlighted") beside others. Each has the scene a
// careful reader would draw (test/corpora/illustrations/README.md; "X showing Y" gives X the part
// Y) and what the reader delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming
// words of the prompt). Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, set } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_9: OwnPrompt[] = [
  { prompt: 'Graphical abstract for our Nature Neuroscience paper. Astrocytes release ATP, which activates microglia, and microglia then remove synapses. Please draw: an astrocyte → ATP → a microglial cell → a synapse being removed. Keep it clean.', expect: flow(['astrocyte', 'ATP', 'microglial cell', 'synapse being removed'], chain(['astrocyte', 'ATP', 'microglial cell', 'synapse being removed'])), outcome: 'refused' },
  { prompt: "Graphical abstract — Diet shapes the microbiome. Top: a mouse on a high-fibre diet. Bottom: a mouse on a western diet. Beside each mouse, its gut bacteria labelled 'diverse' and 'depleted'.", expect: compare('mouse on a high-fibre diet', 'mouse on a western diet'), outcome: 'refused' },
  { prompt: 'We made a wearable sweat sensor. Show the sensor patch on an arm, an arrow to a smartphone, and an arrow from the smartphone to a doctor.', expect: flow(['sensor patch', 'smartphone', 'doctor'], chain(['sensor patch', 'smartphone', 'doctor'])), outcome: 'drawn' },
  { prompt: 'Study design: 120 mice (n = 120) → high-fat diet or chow → glucose tolerance test. No people please.', expect: flow(['mice', 'high-fat diet', 'chow', 'glucose tolerance test'], [['mice', 'high-fat diet'], ['mice', 'chow'], ['high-fat diet', 'glucose tolerance test'], ['chow', 'glucose tolerance test']], { labels: { mice: 'n = 120' } }), outcome: 'drawn' },
  { prompt: 'Please make a graphic for the lab website: a microscope, a laptop and a DNA helix in a row, nothing else.', expect: set(['microscope', 'laptop', 'DNA helix']), outcome: 'drawn' },
  { prompt: 'Graphical abstract: Heat stress kills coral. A thermometer showing high temperature, then an arrow to a bleached coral, then an arrow to a dead reef.', expect: flow(['thermometer', 'bleached coral', 'dead reef'], chain(['thermometer', 'bleached coral', 'dead reef']), { title: 'Heat stress kills coral', parts: { thermometer: ['high temperature'] } }), outcome: 'drawn' },
  { prompt: 'Our pipeline in one figure: raw images go to a segmentation model, the masks go to a tracking step, and tracks go to a statistics module.', expect: flow(['raw images', 'segmentation model', 'masks', 'tracking step', 'tracks', 'statistics module'], [['raw images', 'segmentation model'], ['masks', 'tracking step'], ['tracks', 'statistics module']]), outcome: 'refused' },
  { prompt: 'A donor (left) gives blood; the blood bag goes to a hospital; a patient (right) receives a transfusion.', expect: flow(['donor', 'blood bag', 'hospital', 'patient'], chain(['donor', 'blood bag', 'hospital', 'patient'])), outcome: 'refused' },
  { prompt: 'Key figure: the ketogenic diet lowers seizure frequency. Show a plate of keto food, an arrow to a brain, and a seizure chart going down.', expect: flow(['plate of keto food', 'brain', 'seizure chart'], chain(['plate of keto food', 'brain'])), outcome: 'refused' },
  { prompt: 'I want three panels: (1) a healthy pancreas, (2) an inflamed pancreas, (3) a scarred pancreas.', expect: flow(['healthy pancreas', 'inflamed pancreas', 'scarred pancreas'], chain(['healthy pancreas', 'inflamed pancreas', 'scarred pancreas'])), outcome: 'drawn' },
  { prompt: 'Graphical abstract: Exercise releases irisin from muscle, and irisin travels to fat tissue, turning white fat brown.', expect: flow(['muscle', 'irisin', 'fat tissue'], chain(['muscle', 'irisin', 'fat tissue']), { title: 'Exercise releases irisin from muscle, and irisin travels to fat tissue, turning white fat brown' }), outcome: 'refused' },
  { prompt: 'Picture of a tick, a mosquito and a sandfly, the vectors we study, each labelled with the disease it carries (Lyme, malaria, leishmaniasis).', expect: set(['tick', 'mosquito', 'sandfly'], { labels: { tick: 'Lyme', mosquito: 'malaria', sandfly: 'leishmaniasis' } }), outcome: 'refused' },
  { prompt: 'A mouse brain with the hippocampus highlighted, and next to it a single neuron with its dendrites labelled.', expect: set(['mouse brain', 'neuron'], { parts: { 'mouse brain': ['hippocampus'], neuron: ['dendrites'] } }), outcome: 'drawn' },
  { prompt: 'Draw the hospital, an ambulance and a patient’s home, with arrows home → ambulance → hospital.', expect: flow(['hospital', 'ambulance', "patient's home"], [["patient's home", 'ambulance'], ['ambulance', 'hospital']]), outcome: 'drawn' },
  { prompt: 'Three steps: harvest leaves; dry them; grind into powder.', expect: flow(['harvest leaves', 'dry them', 'grind into powder'], chain(['harvest leaves', 'dry them', 'grind into powder'])), outcome: 'refused' },
];
