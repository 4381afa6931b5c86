// A third round of illustration prompts written for the schematic reader's tests, before the
// reader was changed for them, on subjects neither the corpus's dev half nor the earlier rounds
// use (plant and animal biology, chemistry, physics, medicine, ecology, lab equipment) and in
// voices they do not (chatty and misspelt, terse, non-native, long sentences with several things
// and arrows, "X with labelled A, B and C", "A → B → C", "X, then Y, then Z", "X next to Y",
// "a cycle of ..."). Each has the scene a careful reader would draw
// (test/corpora/illustrations/README.md) and what the reader delivers: `drawn` (that scene
// exactly) or `refused` (SCHEMATIC_* naming words of the prompt). Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_3: OwnPrompt[] = [
  // things and their labelled parts
  { prompt: 'a chloroplast with labelled thylakoids, stroma, grana and outer membrane', expect: single('chloroplast', ['thylakoids', 'stroma', 'grana', 'outer membrane']), outcome: 'drawn' },
  { prompt: 'A flower with labelled petals, sepals, stamens and carpel', expect: single('flower', ['petals', 'sepals', 'stamens', 'carpel']), outcome: 'drawn' },
  { prompt: 'Please draw for me the stomach with labelled the fundus, body and pylorus', expect: single('stomach', ['fundus', 'body', 'pylorus']), outcome: 'drawn' },
  { prompt: 'sperm cell w/ head, midpiece and tail labelled', expect: single('sperm cell', ['head', 'midpiece', 'tail']), outcome: 'drawn' },
  { prompt: 'make picture of cell of plant, with the chloroplast and vacuole and the nucleus labeled', expect: single('cell of plant', ['chloroplast', 'vacuole', 'nucleus']), outcome: 'drawn' },
  { prompt: 'An electrochemical cell with labelled anode, cathode, salt bridge and voltmeter', expect: single('electrochemical cell', ['anode', 'cathode', 'salt bridge', 'voltmeter']), outcome: 'drawn' },
  { prompt: 'A syringe with the barrel, plunger and needle labelled', expect: single('syringe', ['barrel', 'plunger', 'needle']), outcome: 'drawn' },
  { prompt: 'Spectrophotometer, label: light source, monochromator, cuvette, detector', expect: single('spectrophotometer', ['light source', 'monochromator', 'cuvette', 'detector']), outcome: 'drawn' },
  { prompt: 'an oak tree showing roots, trunk, branches and leaves', expect: single('oak tree', ['roots', 'trunk', 'branches', 'leaves']), outcome: 'drawn' },
  { prompt: 'a mouse and a rat, each with its tail labelled', expect: set(['mouse', 'rat'], { parts: { mouse: ['tail'], rat: ['tail'] } }), outcome: 'drawn' },
  // sets: "X next to Y", rows
  { prompt: 'hey!! could u draw me a honeybee next to a sunflower, nothing fancy, thx', expect: set(['honeybee', 'sunflower']), outcome: 'drawn' },
  { prompt: 'a magnet next to a compass', expect: set(['magnet', 'compass']), outcome: 'drawn' },
  { prompt: 'a red blood cell next to a white blood cell and a platelet', expect: set(['red blood cell', 'white blood cell', 'platelet']), outcome: 'drawn' },
  { prompt: 'a pipette, a microcentrifuge tube and a vortex mixer in a row', expect: set(['pipette', 'microcentrifuge tube', 'vortex mixer']), outcome: 'drawn' },
  { prompt: 'An autoclave next to a laminar flow hood', expect: set(['autoclave', 'laminar flow hood']), outcome: 'drawn' },
  { prompt: 'the Sun, the Earth and the Moon in a row', expect: set(['Sun', 'Earth', 'Moon']), outcome: 'drawn' },
  { prompt: 'a stethoscope, a thermometer and a blood pressure cuff', expect: set(['stethoscope', 'thermometer', 'blood pressure cuff']), outcome: 'drawn' },
  // flows: arrows, "then", verbs
  { prompt: 'pollen grain → pollen tube → ovule', expect: flow(['pollen grain', 'pollen tube', 'ovule'], chain(['pollen grain', 'pollen tube', 'ovule'])), outcome: 'drawn' },
  { prompt: 'Blood sample, then centrifugation, then plasma aliquots', expect: flow(['blood sample', 'centrifugation', 'plasma aliquots'], chain(['blood sample', 'centrifugation', 'plasma aliquots'])), outcome: 'drawn' },
  { prompt: 'Sun → solar panel → battery → light bulb', expect: flow(['Sun', 'solar panel', 'battery', 'light bulb'], chain(['Sun', 'solar panel', 'battery', 'light bulb'])), outcome: 'drawn' },
  { prompt: 'HPLC: pump → column → detector', expect: flow(['pump', 'column', 'detector'], chain(['pump', 'column', 'detector']), { title: 'HPLC' }), outcome: 'drawn' },
  { prompt: 'Patient goes to GP, then to a specialist, then to MRI scan', expect: flow(['patient', 'GP', 'specialist', 'MRI scan'], chain(['patient', 'GP', 'specialist', 'MRI scan'])), outcome: 'drawn' },
  { prompt: 'Phytoplankton are eaten by zooplankton, which are eaten by small fish, which are eaten by seals', expect: flow(['phytoplankton', 'zooplankton', 'small fish', 'seals'], chain(['phytoplankton', 'zooplankton', 'small fish', 'seals'])), outcome: 'drawn' },
  { prompt: 'Ethanol is oxidised to acetaldehyde, and acetaldehyde is oxidised to acetic acid', expect: flow(['ethanol', 'acetaldehyde', 'acetic acid'], chain(['ethanol', 'acetaldehyde', 'acetic acid'])), outcome: 'drawn' },
  { prompt: 'a heart with arrows to the lungs and to the body', expect: flow(['heart', 'lungs', 'body'], [['heart', 'lungs'], ['heart', 'body']]), outcome: 'drawn' },
  { prompt: 'a round-bottom flask → rotary evaporator → a small vial labelled "pure product"', expect: flow(['round-bottom flask', 'rotary evaporator', 'small vial'], chain(['round-bottom flask', 'rotary evaporator', 'small vial']), { labels: { 'small vial': 'pure product' } }), outcome: 'drawn' },
  { prompt: 'Sunlight → algae → snail → heron (pond food chain)', expect: flow(['sunlight', 'algae', 'snail', 'heron'], chain(['sunlight', 'algae', 'snail', 'heron'])), outcome: 'drawn' },
  { prompt: 'a prism splitting white light into a spectrum', expect: flow(['prism', 'white light', 'spectrum'], [['white light', 'spectrum']]), outcome: 'drawn' },
  { prompt: 'Decomposers break down dead leaves into soil nutrients', expect: flow(['decomposers', 'dead leaves', 'soil nutrients'], [['dead leaves', 'soil nutrients']]), outcome: 'drawn' },
  // long sentences with several things and arrows
  { prompt: 'So the idea is that the patient gives a saliva sample, the sample is sent to the lab for DNA sequencing, and the results go back to the doctor', expect: flow(['patient', 'saliva sample', 'lab', 'DNA sequencing', 'doctor'], chain(['patient', 'saliva sample', 'lab', 'DNA sequencing', 'doctor'])), outcome: 'refused' },
  { prompt: 'I want to show how a virus gets into a cell: the virus binds to a receptor on the membrane, is taken up into an endosome, and releases its RNA into the cytoplasm', expect: flow(['virus', 'receptor', 'endosome', 'cytoplasm'], [['virus', 'receptor'], ['virus', 'endosome'], ['virus', 'cytoplasm']]), outcome: 'drawn' },
  { prompt: 'The tablet dissolves in the stomach, the drug is absorbed into the blood and it is finally cleared by the kidneys', expect: flow(['tablet', 'stomach', 'blood', 'kidneys'], chain(['tablet', 'stomach', 'blood', 'kidneys'])), outcome: 'refused' },
  // cycles
  { prompt: 'frog life cycle: egg, tadpole, froglet, adult frog', expect: loop(['egg', 'tadpole', 'froglet', 'adult frog'], { title: 'frog life cycle' }), outcome: 'drawn' },
  { prompt: 'a cycle of nitrogen fixation, nitrification and denitrification', expect: loop(['nitrogen fixation', 'nitrification', 'denitrification']), outcome: 'drawn' },
  { prompt: 'Draw a cycle: evaporation → condensation → precipitation → back to evaporation', expect: loop(['evaporation', 'condensation', 'precipitation']), outcome: 'drawn' },
  { prompt: 'photosynthesis and respiration as a loop', expect: loop(['photosynthesis', 'respiration']), outcome: 'drawn' },
  // comparisons
  { prompt: "Healthy lung vs smoker's lung", expect: compare('healthy lung', "smoker's lung"), outcome: 'drawn' },
  { prompt: 'ok so basically I need the mosquito on the left and the malaria parasite on the right, thanks a lot!', expect: compare('mosquito', 'malaria parasite'), outcome: 'drawn' },
  { prompt: 'Before and after: a blocked artery and an artery with a stent', expect: compare('blocked artery', 'artery with a stent'), outcome: 'drawn' },
  { prompt: 'A meadow and a forest side by side', expect: compare('meadow', 'forest'), outcome: 'drawn' },
];
