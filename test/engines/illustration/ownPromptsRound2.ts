// A second round of illustration prompts written for the schematic reader's tests, on subjects and
// in voices neither the corpus's dev half nor the first round (ownPrompts.ts) uses: dictated and
// chatty requests, terse labels, possessives, states set off by commas, parts run together, lists
// of labels for several things, passives, food chains and cycles named without stages. Each has
// the scene a careful reader would draw (test/corpora/illustrations/README.md) and what the reader
// delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming words of the prompt).
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_2: OwnPrompt[] = [
  // things and their parts
  { prompt: 'a kidney nephron with the glomerulus, Bowman\'s capsule, loop of Henle and collecting duct labelled', expect: single('kidney nephron', ['glomerulus', "Bowman's capsule", 'loop of Henle', 'collecting duct']), outcome: 'drawn' },
  { prompt: 'a hen\'s egg, boiled, with the yolk and white labelled', expect: single("hen's egg", ['yolk', 'white']), outcome: 'drawn' },
  { prompt: 'an HIV virion showing the envelope, capsid, reverse transcriptase and RNA genome', expect: single('HIV virion', ['envelope', 'capsid', 'reverse transcriptase', 'RNA genome']), outcome: 'drawn' },
  { prompt: 'a spinal cord in cross section with dorsal and ventral roots labelled', expect: single('spinal cord', ['dorsal root', 'ventral root']), outcome: 'drawn' },
  { prompt: 'honeybee, top view, with head thorax abdomen wings labelled', expect: single('honeybee', ['head', 'thorax', 'abdomen', 'wings']), outcome: 'drawn' },
  { prompt: 'zebrafish larva, lateral view, with eye otic vesicle yolk sac swim bladder labeled', expect: single('zebrafish larva', ['eye', 'otic vesicle', 'yolk sac', 'swim bladder']), outcome: 'refused' },
  { prompt: 'A neutrophil next to a macrophage, each with its granules labelled', expect: set(['neutrophil', 'macrophage'], { parts: { neutrophil: ['granules'], macrophage: ['granules'] } }), outcome: 'drawn' },
  { prompt: 'a rod cell and a cone cell, each with the outer segment, inner segment and synaptic terminal labelled', expect: set(['rod cell', 'cone cell'], { parts: { 'rod cell': ['outer segment', 'inner segment', 'synaptic terminal'], 'cone cell': ['outer segment', 'inner segment', 'synaptic terminal'] } }), outcome: 'drawn' },
  { prompt: "a neuron's dendrites, soma and axon, labelled", expect: single('neuron', ['dendrites', 'soma', 'axon']), outcome: 'refused' },
  { prompt: 'a microscope slide labelled \'H&E\', next to a coverslip, in a row', expect: set(['microscope slide', 'coverslip'], { labels: { 'microscope slide': 'H&E' } }), outcome: 'drawn' },
  { prompt: 'two tubes labelled A, B and C', expect: set(['tube', 'tube']), outcome: 'refused' },
  // flows
  { prompt: 'An arrow from the biopsy to single-cell sequencing and another from sequencing to clustering', expect: flow(['biopsy', 'single-cell sequencing', 'clustering'], chain(['biopsy', 'single-cell sequencing', 'clustering'])), outcome: 'drawn' },
  { prompt: 'Draw the mice (n = 40) with arrows to a vehicle group and to a drug group', expect: flow(['mice', 'vehicle group', 'drug group'], [['mice', 'vehicle group'], ['mice', 'drug group']], { labels: { mice: 'n = 40' } }), outcome: 'drawn' },
  { prompt: 'just a doodle of algae → krill → whale (marine food chain)', expect: flow(['algae', 'krill', 'whale'], chain(['algae', 'krill', 'whale'])), outcome: 'drawn' },
  { prompt: 'Grass is eaten by rabbits, which are eaten by foxes', expect: flow(['grass', 'rabbits', 'foxes'], chain(['grass', 'rabbits', 'foxes'])), outcome: 'drawn' },
  { prompt: 'rabbits eat grass, and foxes eat rabbits', expect: flow(['rabbits', 'grass', 'foxes'], [['grass', 'rabbits'], ['rabbits', 'foxes']]), outcome: 'drawn' },
  { prompt: 'Insulin is secreted by beta cells and cleared by the liver', expect: flow(['insulin', 'beta cells', 'liver'], [['beta cells', 'insulin'], ['liver', 'insulin']]), outcome: 'drawn' },
  { prompt: 'Study design: 500 patients → randomisation → treatment arm and placebo arm, each followed for 12 months', expect: flow(['500 patients', 'randomisation', 'treatment arm', 'placebo arm'], [['500 patients', 'randomisation'], ['randomisation', 'treatment arm'], ['randomisation', 'placebo arm']], { title: 'Study design' }), outcome: 'refused' },
  { prompt: 'malaria life cycle: mosquito bites human, parasites go to the liver, then to red blood cells, then back to the mosquito', expect: loop(['mosquito', 'human', 'liver', 'red blood cells'], { title: 'malaria life cycle' }), outcome: 'refused' },
  { prompt: 'carbon cycle - plants take up CO2, animals eat plants, and respiration returns CO2 to the air', expect: loop(['CO2', 'plants', 'animals'], { title: 'carbon cycle' }), outcome: 'refused' },
  { prompt: 'Positive feedback loop: oxytocin → uterine contractions → cervical stretch → back to oxytocin', expect: loop(['oxytocin', 'uterine contractions', 'cervical stretch'], { title: 'Positive feedback loop' }), outcome: 'drawn' },
  { prompt: 'Can you draw the carbon cycle?', expect: loop(['atmospheric CO2', 'plants', 'animals']), outcome: 'refused' },
  { prompt: 'We\'re submitting to Nature Microbiology and they need a graphical abstract. The story: antibiotics kill gut bacteria, and C. difficile toxins damage the colon. So I\'d like: an antibiotic pill → gut bacteria → C. difficile → a damaged colon with the toxins labelled. Maybe a hospital icon too? No, leave the hospital out. Landscape format.', expect: flow(['antibiotic pill', 'gut bacteria', 'C. difficile', 'damaged colon'], chain(['antibiotic pill', 'gut bacteria', 'C. difficile', 'damaged colon']), { parts: { 'damaged colon': ['toxins'] } }), outcome: 'drawn' },
  // comparisons
  { prompt: 'wild type vs knockout mouse', expect: compare('wild type mouse', 'knockout mouse'), outcome: 'drawn' },
  { prompt: 'wild-type vs mutant zebrafish embryo', expect: compare('wild-type zebrafish embryo', 'mutant zebrafish embryo'), outcome: 'drawn' },
  { prompt: 'mouse vs human immune system', expect: compare('mouse immune system', 'human immune system'), outcome: 'drawn' },
  { prompt: 'A healthy liver and, next to it, a cirrhotic liver', expect: compare('healthy liver', 'cirrhotic liver'), outcome: 'drawn' },
  { prompt: 'Side by side: a healthy kidney and a polycystic kidney; label the cortex and medulla on the healthy one, and the cysts on the polycystic one.', expect: compare('healthy kidney', 'polycystic kidney', { parts: { 'healthy kidney': ['cortex', 'medulla'], 'polycystic kidney': ['cysts'] } }), outcome: 'drawn' },
  // looks and framing
  { prompt: 'Honestly just a sketch of a honeybee and a flower', expect: set(['honeybee', 'flower']), outcome: 'drawn' },
  { prompt: 'flat vector illustration of a honeybee, top view, pastel colours', expect: single('honeybee'), outcome: 'drawn' },
  { prompt: 'a 384-well plate next to a multichannel pipette', expect: set(['384-well plate', 'multichannel pipette']), outcome: 'drawn' },
];
