// A seventh round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them, in the three kinds the corpus has (one thing or a set with parts
// and captions; flows, branches and cycles; graphical abstracts), on subjects the earlier rounds do
// not use: neuroscience, immunology, geology, astronomy, agriculture, public health. Each has the
// scene a careful reader would draw (test/corpora/illustrations/README.md) and what the reader
// delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming words of the prompt).
// Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_7: OwnPrompt[] = [
  // one thing or a set
  { prompt: 'a synapse with the presynaptic terminal, synaptic cleft and postsynaptic membrane labelled', expect: single('synapse', ['presynaptic terminal', 'synaptic cleft', 'postsynaptic membrane']), outcome: 'drawn' },
  { prompt: 'The layers of the Earth: crust, mantle, outer core, inner core', expect: set(['crust', 'mantle', 'outer core', 'inner core'], { title: 'The layers of the Earth' }), outcome: 'drawn' },
  { prompt: 'a wheat plant, a maize plant and a rice plant, each labelled with its yield in t/ha', expect: set(['wheat plant', 'maize plant', 'rice plant']), outcome: 'refused' },
  { prompt: 'Saturn with its rings labelled', expect: single('Saturn', ['rings']), outcome: 'drawn' },
  // A bracket of a word that is no count, value or Latin name may be a caption, another name or a note: refused.
  { prompt: 'An inhaler (salbutamol) and a spacer', expect: set(['inhaler', 'spacer'], { labels: { inhaler: 'salbutamol' } }), outcome: 'drawn' },
  { prompt: 'a tooth in cross-section showing enamel, dentine, pulp and root canal', expect: single('tooth', ['enamel', 'dentine', 'pulp', 'root canal']), outcome: 'drawn' },
  { prompt: 'Draw a macrophage. Label the lysosomes and the phagosome.', expect: single('macrophage', ['lysosomes', 'phagosome']), outcome: 'drawn' },
  { prompt: "A test tube marked 'sample 1' and a flask marked 'sample 2'", expect: set(['test tube', 'flask'], { labels: { 'test tube': 'sample 1', flask: 'sample 2' } }), outcome: 'drawn' },
  { prompt: 'three bacteria shapes: coccus, bacillus and spirillum', expect: set(['coccus', 'bacillus', 'spirillum']), outcome: 'drawn' },
  { prompt: 'Mars next to Earth, to scale', expect: set(['Mars', 'Earth']), outcome: 'refused' },
  // flows
  { prompt: 'Pathogen → dendritic cell → lymph node → T cell activation', expect: flow(['pathogen', 'dendritic cell', 'lymph node', 'T cell activation'], chain(['pathogen', 'dendritic cell', 'lymph node', 'T cell activation'])), outcome: 'drawn' },
  { prompt: 'Rock cycle: igneous rock → sedimentary rock → metamorphic rock → back to igneous rock', expect: loop(['igneous rock', 'sedimentary rock', 'metamorphic rock'], { title: 'Rock cycle' }), outcome: 'drawn' },
  { prompt: 'A star collapses into a neutron star or a black hole', expect: flow(['star', 'neutron star', 'black hole'], [['star', 'neutron star'], ['star', 'black hole']]), outcome: 'drawn' },
  { prompt: 'Farm runoff carries fertiliser into the river, which causes an algal bloom', expect: flow(['farm runoff', 'river', 'algal bloom'], chain(['farm runoff', 'river', 'algal bloom'])), outcome: 'drawn' },
  { prompt: 'Cows produce methane, which traps heat in the atmosphere', expect: flow(['cows', 'methane', 'heat'], chain(['cows', 'methane', 'heat'])), outcome: 'drawn' },
  { prompt: 'First a blood sample, next an ELISA plate, and finally a plate reader', expect: flow(['blood sample', 'ELISA plate', 'plate reader'], chain(['blood sample', 'ELISA plate', 'plate reader'])), outcome: 'drawn' },
  { prompt: 'infected person coughs → droplets → healthy person inhales them', expect: flow(['infected person', 'droplets', 'healthy person'], chain(['infected person', 'droplets', 'healthy person'])), outcome: 'refused' },
  { prompt: 'The sensory neuron connects to an interneuron, and the interneuron connects to a motor neuron, which makes the muscle contract', expect: flow(['sensory neuron', 'interneuron', 'motor neuron', 'muscle'], chain(['sensory neuron', 'interneuron', 'motor neuron', 'muscle'])), outcome: 'refused' },
  { prompt: 'a seed germinating into a seedling', expect: flow(['seed', 'seedling'], [['seed', 'seedling']]), outcome: 'drawn' },
  { prompt: 'An arrow from a cloud to the ground, labelled "lightning"', expect: flow(['cloud', 'ground'], [['cloud', 'ground']]), outcome: 'drawn' },
  // abstracts
  { prompt: 'Graphical abstract: Microglia prune synapses in autism. A microglial cell engulfing a synapse, next to a neuron with fewer spines.', expect: flow(['microglial cell', 'synapse', 'neuron with fewer spines'], [['synapse', 'microglial cell']], { title: 'Microglia prune synapses in autism' }), outcome: 'refused' },
  { prompt: 'For our grant: soil samples → DNA extraction → metagenomics → a map of antibiotic resistance genes. Earthy colours.', expect: flow(['soil samples', 'DNA extraction', 'metagenomics', 'map of antibiotic resistance genes'], chain(['soil samples', 'DNA extraction', 'metagenomics', 'map of antibiotic resistance genes'])), outcome: 'drawn' },
  { prompt: 'Left: a field sprayed with pesticide, with few bees. Right: an organic field with many bees.', expect: compare('field sprayed with pesticide, with few bees', 'organic field with many bees'), outcome: 'refused' },
  { prompt: "Figure 1: a smartwatch on a wrist sends heart rate data to a phone. Caption the phone 'app'.", expect: flow(['smartwatch', 'phone'], [['smartwatch', 'phone']], { labels: { phone: 'app' } }), outcome: 'refused' },
  { prompt: 'We found that gut bacteria make butyrate, and butyrate strengthens the gut barrier. Show gut bacteria → butyrate → gut barrier.', expect: flow(['gut bacteria', 'butyrate', 'gut barrier'], chain(['gut bacteria', 'butyrate', 'gut barrier'])), outcome: 'drawn' },
  { prompt: 'Telescope → spectrograph → CCD camera → computer, for an astronomy outreach poster', expect: flow(['telescope', 'spectrograph', 'CCD camera', 'computer'], chain(['telescope', 'spectrograph', 'CCD camera', 'computer'])), outcome: 'drawn' },
  { prompt: 'Untreated tumour vs tumour treated with immunotherapy (smaller, with T cells inside)', expect: compare('untreated tumour', 'tumour treated with immunotherapy', { labels: { 'tumour treated with immunotherapy': 'smaller, with T cells inside' } }), outcome: 'refused' },
  { prompt: 'A cow, a sheep and a goat grazing on grass', expect: flow(['cow', 'sheep', 'goat', 'grass'], [['grass', 'cow'], ['grass', 'sheep'], ['grass', 'goat']]), outcome: 'drawn' },
  { prompt: 'Clinical trial design: 200 patients randomised 1:1 to drug or placebo', expect: flow(['200 patients', 'drug', 'placebo'], [['200 patients', 'drug'], ['200 patients', 'placebo']], { title: 'Clinical trial design' }), outcome: 'refused' },
  { prompt: 'a beaker of seawater evaporating, leaving salt crystals', expect: flow(['beaker of seawater', 'salt crystals'], [['beaker of seawater', 'salt crystals']]), outcome: 'refused' },
];
