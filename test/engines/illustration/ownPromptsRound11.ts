// An eleventh round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them: flows in the words researchers use ("leads to", "results in",
// "from A via B to C", numbered steps, "A + B → C", passives one per step, several verbs of one
// doer), each with the scene a careful reader would draw (test/corpora/illustrations/README.md:
// "rain falls on the mountain and runs into a river" has the rain do both) and what the reader
// delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming words of the prompt).
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, flow, loop } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_11: OwnPrompt[] = [
  { prompt: 'Smoking leads to chronic inflammation, which results in lung cancer', expect: flow(['smoking', 'chronic inflammation', 'lung cancer'], chain(['smoking', 'chronic inflammation', 'lung cancer'])), outcome: 'drawn' },
  { prompt: 'from seed via seedling to mature tree', expect: flow(['seed', 'seedling', 'mature tree'], chain(['seed', 'seedling', 'mature tree'])), outcome: 'drawn' },
  { prompt: '1) tissue collection 2) fixation 3) embedding 4) sectioning 5) staining', expect: flow(['tissue collection', 'fixation', 'embedding', 'sectioning', 'staining'], chain(['tissue collection', 'fixation', 'embedding', 'sectioning', 'staining'])), outcome: 'drawn' },
  { prompt: 'enzyme + substrate → enzyme-substrate complex → enzyme + product', expect: flow(['enzyme', 'substrate', 'enzyme-substrate complex', 'product'], [['enzyme', 'enzyme-substrate complex'], ['substrate', 'enzyme-substrate complex'], ['enzyme-substrate complex', 'enzyme'], ['enzyme-substrate complex', 'product']]), outcome: 'drawn' },
  { prompt: 'Glucose → pyruvate, then pyruvate → acetyl-CoA, then acetyl-CoA → Krebs cycle', expect: flow(['glucose', 'pyruvate', 'acetyl-CoA', 'Krebs cycle'], chain(['glucose', 'pyruvate', 'acetyl-CoA', 'Krebs cycle'])), outcome: 'drawn' },
  { prompt: 'Rain falls on the mountain and runs into a river, which flows into the sea', expect: flow(['rain', 'mountain', 'river', 'sea'], [['rain', 'mountain'], ['rain', 'river'], ['river', 'sea']]), outcome: 'drawn' },
  { prompt: 'Start with a soil sample, end with a bar chart of species, with DNA sequencing in between', expect: flow(['soil sample', 'DNA sequencing', 'bar chart of species'], chain(['soil sample', 'DNA sequencing', 'bar chart of species'])), outcome: 'refused' },
  { prompt: 'egg → caterpillar → pupa → butterfly → back to egg', expect: loop(['egg', 'caterpillar', 'pupa', 'butterfly']), outcome: 'drawn' },
  { prompt: 'Antigen is taken up by a dendritic cell, which presents it to a T cell', expect: flow(['antigen', 'dendritic cell', 'T cell'], chain(['antigen', 'dendritic cell', 'T cell'])), outcome: 'refused' },
  { prompt: 'A farmer sprays a crop, the crop is harvested, and the grain goes to a mill', expect: flow(['farmer', 'crop', 'grain', 'mill'], [['farmer', 'crop'], ['grain', 'mill']]), outcome: 'refused' },
  { prompt: 'CO2 and water go into the chloroplast; glucose and oxygen come out', expect: flow(['CO2', 'water', 'chloroplast', 'glucose', 'oxygen'], [['CO2', 'chloroplast'], ['water', 'chloroplast'], ['chloroplast', 'glucose'], ['chloroplast', 'oxygen']]), outcome: 'refused' },
  { prompt: 'The liver makes bile, the gallbladder stores it, and the small intestine uses it', expect: flow(['liver', 'bile', 'gallbladder', 'small intestine'], chain(['liver', 'bile', 'gallbladder', 'small intestine'])), outcome: 'refused' },
  { prompt: 'Tumour cells release VEGF, and VEGF causes new blood vessels to grow', expect: flow(['tumour cells', 'VEGF', 'new blood vessels'], chain(['tumour cells', 'VEGF', 'new blood vessels'])), outcome: 'refused' },
  { prompt: 'Milk → pasteurisation → homogenisation → bottling', expect: flow(['milk', 'pasteurisation', 'homogenisation', 'bottling'], chain(['milk', 'pasteurisation', 'homogenisation', 'bottling'])), outcome: 'drawn' },
  { prompt: 'arrow from the brain to the adrenal gland, arrow from the adrenal gland to cortisol', expect: flow(['brain', 'adrenal gland', 'cortisol'], chain(['brain', 'adrenal gland', 'cortisol'])), outcome: 'drawn' },
  { prompt: 'a neuron firing onto a muscle fibre, which contracts', expect: flow(['neuron', 'muscle fibre'], [['neuron', 'muscle fibre']]), outcome: 'refused' },
  { prompt: 'Hospital wastewater → treatment plant → river, and the river → drinking water', expect: flow(['hospital wastewater', 'treatment plant', 'river', 'drinking water'], chain(['hospital wastewater', 'treatment plant', 'river', 'drinking water'])), outcome: 'drawn' },
  { prompt: 'Plants are eaten by caterpillars; caterpillars are eaten by birds; birds are eaten by hawks.', expect: flow(['plants', 'caterpillars', 'birds', 'hawks'], chain(['plants', 'caterpillars', 'birds', 'hawks'])), outcome: 'drawn' },
  { prompt: 'Light hits the retina, the optic nerve carries the signal to the brain', expect: flow(['light', 'retina', 'optic nerve', 'brain'], [['light', 'retina'], ['optic nerve', 'brain']]), outcome: 'refused' },
  { prompt: 'Draw mRNA being translated by a ribosome into protein', expect: flow(['mRNA', 'ribosome', 'protein'], [['ribosome', 'mRNA'], ['mRNA', 'protein']]), outcome: 'drawn' },
];
