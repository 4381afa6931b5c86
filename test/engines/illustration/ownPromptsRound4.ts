// A fourth round of illustration prompts for the schematic reader's tests, written after the
// third round was read right and before the reader was changed for these: graphical abstracts
// of several sentences in the corpus's manner (a headline, sides, captions in quotes, things
// named again by another word), arrows with their own labels, "pointing at", several things
// feeding one, and things only placed around others. Each has the scene a careful reader would
// draw (test/corpora/illustrations/README.md) and what the reader delivers: `drawn` (that scene
// exactly) or `refused` (SCHEMATIC_* naming words of the prompt). Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_4: OwnPrompt[] = [
  // graphical abstracts of several sentences
  { prompt: "Graphical abstract: Obesity drives liver inflammation. An obese mouse on the left, an arrow to a fatty liver labelled 'steatosis', and an arrow from the liver to a macrophage. Soft colours.", expect: flow(['obese mouse', 'fatty liver', 'macrophage'], chain(['obese mouse', 'fatty liver', 'macrophage']), { title: 'Obesity drives liver inflammation', labels: { 'fatty liver': 'steatosis' } }), outcome: 'drawn' },
  { prompt: 'Comparison for a lecture: on the left a normal retina, on the right a retina with macular degeneration with the drusen labelled.', expect: compare('normal retina', 'retina with macular degeneration', { parts: { 'retina with macular degeneration': ['drusen'] } }), outcome: 'drawn' },
  { prompt: 'Graphical abstract. A high-fat diet leads to insulin resistance, which causes type 2 diabetes.', expect: flow(['high-fat diet', 'insulin resistance', 'type 2 diabetes'], chain(['high-fat diet', 'insulin resistance', 'type 2 diabetes'])), outcome: 'drawn' },
  { prompt: 'A pregnant woman, a fetus and a placenta, with arrows from the mother to the placenta and from the placenta to the fetus', expect: flow(['pregnant woman', 'fetus', 'placenta'], [['pregnant woman', 'placenta'], ['placenta', 'fetus']]), outcome: 'refused' },
  { prompt: 'Left: a normal red blood cell. Right: a sickle cell. Label the haemoglobin in both.', expect: compare('normal red blood cell', 'sickle cell', { parts: { 'normal red blood cell': ['haemoglobin'], 'sickle cell': ['haemoglobin'] } }), outcome: 'drawn' },
  { prompt: 'Two panels: a healthy gut with diverse bacteria, and a dysbiotic gut with few bacteria', expect: compare('healthy gut with diverse bacteria', 'dysbiotic gut with few bacteria'), outcome: 'drawn' },
  { prompt: 'We study how bees find food. Please draw a hive and a flower patch, with an arrow from the hive to the flower patch.', expect: flow(['hive', 'flower patch'], [['hive', 'flower patch']]), outcome: 'drawn' },
  { prompt: 'before: a forest; after: a clear-cut with stumps', expect: compare('forest', 'clear-cut with stumps'), outcome: 'refused' },
  // arrows and their own labels
  { prompt: "An arrow from the kidney to the bladder, labelled 'urine'", expect: flow(['kidney', 'bladder'], [['kidney', 'bladder']]), outcome: 'drawn' },
  { prompt: "A syringe labelled 'mRNA vaccine' pointing at an upper arm", expect: flow(['syringe', 'upper arm'], [['syringe', 'upper arm']], { labels: { syringe: 'mRNA vaccine' } }), outcome: 'drawn' },
  { prompt: 'A bat, a pangolin and a human, with arrows bat → pangolin → human', expect: flow(['bat', 'pangolin', 'human'], chain(['bat', 'pangolin', 'human'])), outcome: 'drawn' },
  { prompt: 'Photosynthesis: light + water + CO2 → glucose + oxygen', expect: flow(['light', 'water', 'CO2', 'glucose', 'oxygen'], [['light', 'glucose'], ['water', 'glucose'], ['CO2', 'glucose'], ['light', 'oxygen'], ['water', 'oxygen'], ['CO2', 'oxygen']], { title: 'Photosynthesis' }), outcome: 'drawn' },
  { prompt: 'the heart pumps blood to the lungs, and the lungs return oxygenated blood to the heart', expect: loop(['heart', 'lungs']), outcome: 'drawn' },
  { prompt: 'a stem cell that divides into two daughter cells', expect: flow(['stem cell', 'two daughter cells'], [['stem cell', 'two daughter cells']]), outcome: 'drawn' },
  { prompt: 'microbiome → short-chain fatty acids → regulatory T cells → reduced inflammation', expect: flow(['microbiome', 'short-chain fatty acids', 'regulatory T cells', 'reduced inflammation'], chain(['microbiome', 'short-chain fatty acids', 'regulatory T cells', 'reduced inflammation'])), outcome: 'drawn' },
  { prompt: 'Lung cancer screening: low-dose CT scan → nodule detected → biopsy → diagnosis', expect: flow(['low-dose CT scan', 'nodule detected', 'biopsy', 'diagnosis'], chain(['low-dose CT scan', 'nodule detected', 'biopsy', 'diagnosis']), { title: 'Lung cancer screening' }), outcome: 'drawn' },
  { prompt: 'Timeline: fertilisation, implantation, gastrulation, organogenesis, birth', expect: flow(['fertilisation', 'implantation', 'gastrulation', 'organogenesis', 'birth'], chain(['fertilisation', 'implantation', 'gastrulation', 'organogenesis', 'birth'])), outcome: 'drawn' },
  { prompt: 'Sensor patch on the skin sends data to a phone app, which uploads it to a cloud dashboard', expect: flow(['sensor patch', 'phone app', 'cloud dashboard'], chain(['sensor patch', 'phone app', 'cloud dashboard'])), outcome: 'refused' },
  { prompt: 'Antibodies (Y-shaped) binding to a virus', expect: flow(['antibodies', 'virus'], [['antibodies', 'virus']], { labels: { antibodies: 'Y-shaped' } }), outcome: 'refused' },
  // things, parts and places
  { prompt: 'a bacteriophage with the head, tail and tail fibres labelled, next to an E. coli cell', expect: set(['bacteriophage', 'E. coli cell'], { parts: { bacteriophage: ['head', 'tail', 'tail fibres'] } }), outcome: 'drawn' },
  { prompt: 'Draw an astrocyte, a microglial cell and an oligodendrocyte around a neuron', expect: set(['astrocyte', 'microglial cell', 'oligodendrocyte', 'neuron']), outcome: 'drawn' },
  { prompt: 'plasma membrane with a sodium channel, a potassium channel and a sodium-potassium pump labelled', expect: single('plasma membrane', ['sodium channel', 'potassium channel', 'sodium-potassium pump']), outcome: 'refused' },
  // A thing named with "a" before a colon and a list may own the list as its parts or title a set of things drawn apart (round 16).
  { prompt: 'An ant colony: the queen, workers and soldiers', expect: set(['queen', 'workers', 'soldiers'], { title: 'An ant colony' }), outcome: 'refused' },
  { prompt: 'A lab bench with a pH meter, a balance and a fume hood', expect: set(['lab bench', 'pH meter', 'balance', 'fume hood']), outcome: 'refused' },
  { prompt: 'a zebrafish in a tank, and next to it a microscope', expect: set(['zebrafish', 'microscope']), outcome: 'drawn' },
  { prompt: 'Three kinds of neuron: sensory, motor and interneuron', expect: set(['sensory neuron', 'motor neuron', 'interneuron']), outcome: 'refused' },
  { prompt: 'A wind turbine and a solar panel feeding a battery', expect: flow(['wind turbine', 'solar panel', 'battery'], [['wind turbine', 'battery'], ['solar panel', 'battery']]), outcome: 'drawn' },
  { prompt: 'tadpole turning into a frog', expect: flow(['tadpole', 'frog'], [['tadpole', 'frog']]), outcome: 'drawn' },
  { prompt: 'an earthworm, a beetle and a fungus breaking down a fallen log', expect: flow(['earthworm', 'beetle', 'fungus', 'fallen log'], [['earthworm', 'fallen log'], ['beetle', 'fallen log'], ['fungus', 'fallen log']]), outcome: 'drawn' },
  { prompt: 'A cell with its nucleus, and the nucleus with its nucleolus labelled', expect: set(['cell', 'nucleus'], { parts: { nucleus: ['nucleolus'] } }), outcome: 'refused' },
];
