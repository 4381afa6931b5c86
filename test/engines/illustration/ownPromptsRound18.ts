// Prompts written blind (before reading the reader) in researchers' voices across fields
// (ecology, chemistry, physics, engineering, medicine, social science), in the shapes the
// held-out half misreads: graphical abstracts whose background sentences must not be drawn,
// parts named after "with" without "labelled", parts given to one of several things,
// comparisons of two to four things, flows that branch and merge, cycles, things named with a
// purpose ("to measure ..."). Each with the scene a careful reader would draw
// (test/corpora/illustrations/README.md) and what the reader delivers: `drawn` (that scene
// exactly) or `refused`. Never silently wrong.
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, compareAll, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_18: CaptionedPrompt[] = [
  // ecology
  {
    prompt: 'Graphical abstract for our pollination paper. Wild bees have declined across Europe over the last decades, and we asked whether hedgerows help. Please draw a hedgerow, an arrow to a bumblebee, and an arrow from the bumblebee to an apple blossom.',
    expect: flow(['hedgerow', 'bumblebee', 'apple blossom'], chain(['hedgerow', 'bumblebee', 'apple blossom'])),
    outcome: 'drawn',
  },
  { prompt: 'Trophic cascade: wolves → elk → willows → beavers', expect: flow(['wolves', 'elk', 'willows', 'beavers'], chain(['wolves', 'elk', 'willows', 'beavers']), { title: 'Trophic cascade' }), outcome: 'drawn' },
  { prompt: 'A coral polyp with the tentacles, mouth and zooxanthellae labelled', expect: single('coral polyp', ['tentacles', 'mouth', 'zooxanthellae']), outcome: 'drawn' },
  { prompt: 'Compare a temperate forest, a tropical rainforest and a boreal forest', expect: compareAll(['temperate forest', 'tropical rainforest', 'boreal forest']), outcome: 'drawn' },
  { prompt: 'Carbon cycle: atmospheric CO2 → plants → animals → decomposers → back to atmospheric CO2', expect: loop(['atmospheric CO2', 'plants', 'animals', 'decomposers'], { title: 'Carbon cycle' }), outcome: 'drawn' },
  { prompt: 'A pitfall trap in cross-section, with the cup, funnel and preservative labelled, next to a ground beetle', expect: set(['pitfall trap', 'ground beetle'], { parts: { 'pitfall trap': ['cup', 'funnel', 'preservative'] } }), outcome: 'drawn' },
  { prompt: 'Rainfall and snowmelt both flow into the river, which flows into the reservoir', expect: flow(['rainfall', 'snowmelt', 'river', 'reservoir'], [['rainfall', 'river'], ['snowmelt', 'river'], ['river', 'reservoir']]), outcome: 'refused' },
  { prompt: 'Life cycle of a mosquito: egg, larva, pupa, adult', expect: loop(['egg', 'larva', 'pupa', 'adult'], { title: 'Life cycle of a mosquito' }), outcome: 'drawn' },
  { prompt: 'Before and after restoration: a degraded peatland and a rewetted peatland', expect: compare('degraded peatland', 'rewetted peatland'), outcome: 'drawn' },
  // chemistry
  { prompt: 'Draw a benzene ring next to a cyclohexane ring, no labels', expect: set(['benzene ring', 'cyclohexane ring']), outcome: 'drawn' },
  { prompt: 'A galvanic cell with the anode, cathode, salt bridge and voltmeter labelled', expect: single('galvanic cell', ['anode', 'cathode', 'salt bridge', 'voltmeter']), outcome: 'drawn' },
  { prompt: 'Workflow: precursor solution, then impregnation, then calcination, then activity testing', expect: flow(['precursor solution', 'impregnation', 'calcination', 'activity testing'], chain(['precursor solution', 'impregnation', 'calcination', 'activity testing'])), outcome: 'drawn' },
  { prompt: 'A separatory funnel with the organic layer and the aqueous layer', expect: single('separatory funnel', ['organic layer', 'aqueous layer']), outcome: 'refused' },
  { prompt: 'A spectrophotometer to measure absorbance, and a cuvette next to it', expect: set(['spectrophotometer', 'cuvette']), outcome: 'drawn' },
  // physics
  {
    prompt: 'A laser, a beam splitter, a mirror and a detector; arrows from the laser to the beam splitter, from the beam splitter to the mirror and from the beam splitter to the detector',
    expect: flow(['laser', 'beam splitter', 'mirror', 'detector'], [['laser', 'beam splitter'], ['beam splitter', 'mirror'], ['beam splitter', 'detector']]),
    outcome: 'refused',
  },
  { prompt: 'A bar magnet with its north and south poles labelled', expect: single('bar magnet', ['north pole', 'south pole']), outcome: 'refused' },
  { prompt: 'Schematic of a solar cell: label the glass cover, the n-type layer, the p-type layer and the back contact', expect: single('solar cell', ['glass cover', 'n-type layer', 'p-type layer', 'back contact']), outcome: 'refused' },
  { prompt: 'Compare a convex lens and a concave lens', expect: compare('convex lens', 'concave lens'), outcome: 'drawn' },
  { prompt: 'A thermometer to measure water temperature, next to a beaker', expect: set(['thermometer', 'beaker']), outcome: 'drawn' },
  // engineering
  { prompt: 'A wind turbine with the blades, nacelle, tower and foundation labelled', expect: single('wind turbine', ['blades', 'nacelle', 'tower', 'foundation']), outcome: 'drawn' },
  { prompt: 'Sensor → microcontroller → cloud server → phone dashboard', expect: flow(['sensor', 'microcontroller', 'cloud server', 'phone dashboard'], chain(['sensor', 'microcontroller', 'cloud server', 'phone dashboard'])), outcome: 'drawn' },
  { prompt: 'Our three gripper prototypes compared side by side: a rigid gripper, a soft gripper and a hybrid gripper', expect: compareAll(['rigid gripper', 'soft gripper', 'hybrid gripper']), outcome: 'refused' },
  {
    prompt: 'Water treatment: raw water intake, then coagulation tank, then sand filter, then chlorination, then storage reservoir',
    expect: flow(['raw water intake', 'coagulation tank', 'sand filter', 'chlorination', 'storage reservoir'], chain(['raw water intake', 'coagulation tank', 'sand filter', 'chlorination', 'storage reservoir']), { title: 'Water treatment' }),
    outcome: 'drawn',
  },
  // medicine
  {
    prompt: "A diabetic patient, an arrow to a metformin tablet, and an arrow from the tablet to the liver labelled 'less glucose output'",
    expect: flow(['diabetic patient', 'metformin tablet', 'liver'], chain(['diabetic patient', 'metformin tablet', 'liver']), { labels: { liver: 'less glucose output' } }),
    outcome: 'drawn',
  },
  {
    prompt: 'Patients (n = 200) with arrows to a surgery arm and to a physiotherapy arm',
    expect: flow(['patients', 'surgery arm', 'physiotherapy arm'], [['patients', 'surgery arm'], ['patients', 'physiotherapy arm']], { labels: { patients: 'n = 200' } }),
    outcome: 'drawn',
  },
  { prompt: 'A human eye with the cornea, lens, retina and optic nerve labelled', expect: single('human eye', ['cornea', 'lens', 'retina', 'optic nerve']), outcome: 'drawn' },
  { prompt: 'A healthy lung vs a lung with emphysema', expect: compare('healthy lung', 'lung with emphysema'), outcome: 'drawn' },
  { prompt: 'A knee joint showing the femur, tibia, patella and meniscus', expect: single('knee joint', ['femur', 'tibia', 'patella', 'meniscus']), outcome: 'refused' },
  {
    prompt: 'Graphical abstract. Sepsis remains a leading cause of death in intensive care units worldwide. We show that a blood test for procalcitonin predicts who will deteriorate. Draw a blood tube with an arrow to a lab analyser and an arrow from the analyser to a risk score.',
    expect: flow(['blood tube', 'lab analyser', 'risk score'], chain(['blood tube', 'lab analyser', 'risk score'])),
    outcome: 'drawn',
  },
  // social science
  { prompt: 'Households → interviewers → tablet questionnaire → central database', expect: flow(['households', 'interviewers', 'tablet questionnaire', 'central database'], chain(['households', 'interviewers', 'tablet questionnaire', 'central database'])), outcome: 'drawn' },
  { prompt: 'Compare three groups of students: a lecture group, a flipped-classroom group and an online group', expect: compareAll(['lecture group', 'flipped-classroom group', 'online group']), outcome: 'drawn' },
  { prompt: 'A school, an arrow to a family home, and an arrow from the home to a community centre', expect: flow(['school', 'family home', 'community centre'], chain(['school', 'family home', 'community centre'])), outcome: 'drawn' },
  { prompt: 'A central person with arrows to a friend, a coworker and a neighbour', expect: flow(['central person', 'friend', 'coworker', 'neighbour'], [['central person', 'friend'], ['central person', 'coworker'], ['central person', 'neighbour']]), outcome: 'drawn' },
  // graphical abstracts with background
  {
    prompt: 'Graphical abstract: Microplastics in mussels. Microplastic pollution is now found in every ocean. We sampled mussels from ten harbours. Please show a harbour, an arrow to a mussel, and an arrow from the mussel to a microscope.',
    expect: flow(['harbour', 'mussel', 'microscope'], chain(['harbour', 'mussel', 'microscope']), { title: 'Microplastics in mussels' }),
    outcome: 'drawn',
  },
  {
    prompt: "Our paper shows that heat waves reduce wheat yield. Please draw a sun, an arrow to a wheat plant labelled 'heat stress', and an arrow from the plant to a grain pile.",
    expect: flow(['sun', 'wheat plant', 'grain pile'], chain(['sun', 'wheat plant', 'grain pile']), { labels: { 'wheat plant': 'heat stress' } }),
    outcome: 'drawn',
  },
  {
    prompt: 'We study how diet shapes the gut microbiome in older adults. Draw a plate of vegetables, an arrow to a gut, and an arrow from the gut to a bacterium.',
    expect: flow(['plate of vegetables', 'gut', 'bacterium'], chain(['plate of vegetables', 'gut', 'bacterium'])),
    outcome: 'drawn',
  },
  // parts lists, with and without "labelled"
  { prompt: 'a flower, label: petal, sepal, stamen, pistil', expect: single('flower', ['petal', 'sepal', 'stamen', 'pistil']), outcome: 'drawn' },
  { prompt: 'A honeybee with head, thorax, abdomen, wings and stinger', expect: single('honeybee', ['head', 'thorax', 'abdomen', 'wings', 'stinger']), outcome: 'drawn' },
  { prompt: 'a chloroplast with thylakoids, grana and stroma', expect: single('chloroplast', ['thylakoids', 'grana', 'stroma']), outcome: 'refused' },
  { prompt: 'A tooth in cross-section with the enamel, dentin and pulp', expect: single('tooth', ['enamel', 'dentin', 'pulp']), outcome: 'refused' },
  { prompt: 'a flower with petals, sepals, stamens and a pistil', expect: single('flower', ['petals', 'sepals', 'stamens', 'pistil']), outcome: 'drawn' },
  { prompt: 'an animal cell with a nucleus, mitochondria and ribosomes, next to a plant cell', expect: set(['animal cell', 'plant cell'], { parts: { 'animal cell': ['nucleus', 'mitochondria', 'ribosomes'] } }), outcome: 'drawn' },
  // Things after "with" that WordNet does not name as parts may be things beside it.
  { prompt: 'a tree with roots and a bird', expect: set(['tree', 'bird'], { parts: { tree: ['roots'] } }), outcome: 'refused' },
  // parts given to one of several things
  { prompt: 'A mouse next to a cage with the running wheel and water bottle labelled', expect: set(['mouse', 'cage'], { parts: { cage: ['running wheel', 'water bottle'] } }), outcome: 'drawn' },
  { prompt: 'A leaf and a root, the leaf with stomata and the root with root hairs labelled', expect: set(['leaf', 'root'], { parts: { leaf: ['stomata'], root: ['root hairs'] } }), outcome: 'drawn' },
  { prompt: 'A plant cell with its chloroplasts labelled, next to an animal cell with its centrioles labelled', expect: set(['plant cell', 'animal cell'], { parts: { 'plant cell': ['chloroplasts'], 'animal cell': ['centrioles'] } }), outcome: 'drawn' },
  // comparisons and sets of 3-4
  { prompt: 'Compare a prokaryotic ribosome, a eukaryotic ribosome and a mitochondrial ribosome', expect: compareAll(['prokaryotic ribosome', 'eukaryotic ribosome', 'mitochondrial ribosome']), outcome: 'drawn' },
  { prompt: 'A red blood cell, a neutrophil, a lymphocyte and a platelet in a row', expect: set(['red blood cell', 'neutrophil', 'lymphocyte', 'platelet']), outcome: 'drawn' },
  // flows that branch and merge
  {
    prompt: 'Raw reads → quality trimming, which branches to genome assembly and to read mapping, and both lead to variant calling',
    expect: flow(['raw reads', 'quality trimming', 'genome assembly', 'read mapping', 'variant calling'], [['raw reads', 'quality trimming'], ['quality trimming', 'genome assembly'], ['quality trimming', 'read mapping'], ['genome assembly', 'variant calling'], ['read mapping', 'variant calling']]),
    outcome: 'refused',
  },
  { prompt: 'Stem cell → progenitor cell, which gives rise to red blood cells and white blood cells', expect: flow(['stem cell', 'progenitor cell', 'red blood cells', 'white blood cells'], [['stem cell', 'progenitor cell'], ['progenitor cell', 'red blood cells'], ['progenitor cell', 'white blood cells']]), outcome: 'drawn' },
  { prompt: 'Seawater sample, arrow to a filter, arrow to a DNA extraction kit', expect: flow(['seawater sample', 'filter', 'DNA extraction kit'], chain(['seawater sample', 'filter', 'DNA extraction kit'])), outcome: 'drawn' },
  // A thing read from the words of a movement ("light coming into it") must not be drawn.
  { prompt: 'Draw a leaf, and an arrow of light coming into it from the sun.', expect: flow(['leaf', 'sun'], [['sun', 'leaf']]), outcome: 'refused' },
  // A word the tagger takes for an adverb ("well") or a figure word ("image") ending a thing's name is the thing's.
  { prompt: 'Rainwater → sand filter → village well', expect: flow(['rainwater', 'sand filter', 'village well'], chain(['rainwater', 'sand filter', 'village well'])), outcome: 'drawn' },
  { prompt: 'Rainwater → sand filter → well', expect: flow(['rainwater', 'sand filter', 'well'], chain(['rainwater', 'sand filter', 'well'])), outcome: 'drawn' },
  { prompt: 'Satellite image → cloud masking → land-cover map', expect: flow(['satellite image', 'cloud masking', 'land-cover map'], chain(['satellite image', 'cloud masking', 'land-cover map'])), outcome: 'drawn' },
  // A step between arrows read as no thing (an auxiliary "do") must not drop out of the chain.
  { prompt: 'plan -> do -> check -> act', expect: flow(['plan', 'do', 'check', 'act'], chain(['plan', 'do', 'check', 'act'])), outcome: 'refused' },
  // Was: "red" read as a verb after "to", the thing drawn as "Blood cells".
  { prompt: 'a progenitor cell gives rise to red blood cells', expect: flow(['progenitor cell', 'red blood cells'], [['progenitor cell', 'red blood cells']]), outcome: 'drawn' },
  // cycles
  { prompt: 'Urea cycle: ornithine → citrulline → arginine → back to ornithine', expect: loop(['ornithine', 'citrulline', 'arginine'], { title: 'Urea cycle' }), outcome: 'drawn' },
  { prompt: 'design → build → test → learn, as a loop', expect: loop(['design', 'build', 'test', 'learn']), outcome: 'refused' },
];
