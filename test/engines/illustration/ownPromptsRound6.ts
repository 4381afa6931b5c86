// A sixth round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them: graphical abstracts of several sentences as researchers write
// them for journals and grants (a headline, the story behind the figure, things named again by a
// shorter word, captions in quotes, sides, denials and looks), and short requests in other
// voices. Each has the scene a careful reader would draw (test/corpora/illustrations/README.md)
// and what the reader delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming
// words of the prompt). Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_6: OwnPrompt[] = [
  { prompt: 'Graphical abstract for our Lancet paper. We followed 3,000 smokers for ten years. Please show a cigarette → damaged lung → lung tumour. No people.', expect: flow(['cigarette', 'damaged lung', 'lung tumour'], chain(['cigarette', 'damaged lung', 'lung tumour'])), outcome: 'drawn' },
  { prompt: 'Graphical abstract: Sleep clears the brain. A sleeping mouse on the left and an awake mouse on the right, each with a brain labelled \'glymphatic flow\'.', expect: compare('sleeping mouse', 'awake mouse', { title: 'Sleep clears the brain' }), outcome: 'refused' },
  { prompt: 'I need a figure for my thesis intro: a honeybee visiting a flower, then the hive. Use warm colours.', expect: flow(['honeybee', 'flower', 'hive'], chain(['honeybee', 'flower', 'hive'])), outcome: 'drawn' },
  { prompt: 'Overview figure: samples from three hospitals (London, Paris, Berlin) go to one central biobank, then to a sequencing centre.', expect: flow(['three hospitals', 'central biobank', 'sequencing centre'], chain(['three hospitals', 'central biobank', 'sequencing centre']), { labels: { 'three hospitals': 'London, Paris, Berlin' } }), outcome: 'refused' },
  { prompt: 'Our model: stress → cortisol → immune suppression → infection. Keep it minimal, black and white.', expect: flow(['stress', 'cortisol', 'immune suppression', 'infection'], chain(['stress', 'cortisol', 'immune suppression', 'infection'])), outcome: 'refused' },
  { prompt: 'Two-panel figure. Panel A: a zebrafish larva. Panel B: a zebrafish heart with the atrium and ventricle labelled.', expect: set(['zebrafish larva', 'zebrafish heart'], { parts: { 'zebrafish heart': ['atrium', 'ventricle'] } }), outcome: 'refused' },
  { prompt: 'Draw a tree with its roots in the soil and a fungal network connecting it to a second tree', expect: flow(['tree', 'fungal network', 'second tree'], chain(['tree', 'fungal network', 'second tree'])), outcome: 'refused' },
  { prompt: 'A pig, a chicken and a cow on the left, all with arrows to a single antibiotic bottle in the middle', expect: flow(['pig', 'chicken', 'cow', 'antibiotic bottle'], [['pig', 'antibiotic bottle'], ['chicken', 'antibiotic bottle'], ['cow', 'antibiotic bottle']]), outcome: 'drawn' },
  { prompt: 'Vaccine development timeline: antigen design, preclinical testing, phase 1, phase 2, phase 3, approval', expect: flow(['antigen design', 'preclinical testing', 'phase 1', 'phase 2', 'phase 3', 'approval'], chain(['antigen design', 'preclinical testing', 'phase 1', 'phase 2', 'phase 3', 'approval']), { title: 'Vaccine development timeline' }), outcome: 'drawn' },
  { prompt: 'a coral polyp with its tentacles, mouth and zooxanthellae labelled', expect: single('coral polyp', ['tentacles', 'mouth', 'zooxanthellae']), outcome: 'drawn' },
  { prompt: 'Healthy coral vs bleached coral. Label the zooxanthellae in the healthy one.', expect: compare('healthy coral', 'bleached coral', { parts: { 'healthy coral': ['zooxanthellae'] } }), outcome: 'drawn' },
  { prompt: 'I would like a simple picture: the sun heating the ocean, water evaporating into clouds, and rain falling on a mountain.', expect: flow(['sun', 'ocean', 'water', 'clouds', 'rain', 'mountain'], [['sun', 'ocean'], ['water', 'clouds'], ['rain', 'mountain']]), outcome: 'drawn' },
  { prompt: 'A mouse receives an injection of labelled glucose, and then a PET scanner images the mouse', expect: flow(['mouse', 'PET scanner'], [['PET scanner', 'mouse']]), outcome: 'refused' },
  { prompt: 'Figure 1. Study flow: 1,200 screened → 800 eligible → 400 randomised → 380 analysed', expect: flow(['1,200 screened', '800 eligible', '400 randomised', '380 analysed'], chain(['1,200 screened', '800 eligible', '400 randomised', '380 analysed'])), outcome: 'drawn' },
  { prompt: 'Blood from the patient goes into a centrifuge, and the plasma goes into a freezer', expect: flow(['blood', 'patient', 'centrifuge', 'plasma', 'freezer'], [['blood', 'centrifuge'], ['plasma', 'freezer']]), outcome: 'refused' },
  { prompt: 'A kidney transplant: donor kidney → recipient. Label the donor kidney "living donor".', expect: flow(['donor kidney', 'recipient'], chain(['donor kidney', 'recipient']), { title: 'A kidney transplant', labels: { 'donor kidney': 'living donor' } }), outcome: 'drawn' },
  { prompt: 'Could you show photosynthesis in a chloroplast and respiration in a mitochondrion, side by side?', expect: compare('photosynthesis in a chloroplast', 'respiration in a mitochondrion'), outcome: 'drawn' },
  { prompt: 'A snake, a lizard and a turtle. Reptiles for my Year 5 class. Nothing scary please.', expect: set(['snake', 'lizard', 'turtle']), outcome: 'refused' },
  { prompt: 'an arrow from the ovary to the uterus, and another arrow from the uterus to the placenta', expect: flow(['ovary', 'uterus', 'placenta'], chain(['ovary', 'uterus', 'placenta'])), outcome: 'drawn' },
  { prompt: 'Graphical abstract: Bacteria share resistance genes. A donor bacterium passes a plasmid to a recipient bacterium through a pilus.', expect: flow(['donor bacterium', 'recipient bacterium'], [['donor bacterium', 'recipient bacterium']], { title: 'Bacteria share resistance genes' }), outcome: 'refused' },
  { prompt: 'A mother and a baby, with an arrow from the mother to the baby labelled "breast milk"', expect: flow(['mother', 'baby'], [['mother', 'baby']]), outcome: 'drawn' },
  { prompt: 'Mosquito → human → mosquito, as a loop', expect: loop(['mosquito', 'human']), outcome: 'refused' },
  { prompt: 'Cancer cell on the left, normal cell on the right; label the nucleus on both', expect: compare('cancer cell', 'normal cell', { parts: { 'cancer cell': ['nucleus'], 'normal cell': ['nucleus'] } }), outcome: 'drawn' },
  { prompt: 'three stages of wound healing: inflammation, proliferation, remodelling', expect: flow(['inflammation', 'proliferation', 'remodelling'], chain(['inflammation', 'proliferation', 'remodelling'])), outcome: 'drawn' },
  { prompt: 'A glass of milk, a block of cheese and a pot of yoghurt, labelled "dairy"', expect: set(['glass of milk', 'block of cheese', 'pot of yoghurt']), outcome: 'refused' },
  { prompt: 'Show a neuron releasing dopamine onto a second neuron', expect: flow(['neuron', 'second neuron'], [['neuron', 'second neuron']]), outcome: 'drawn' },
  { prompt: 'Lab safety icons: goggles, gloves, lab coat, fire extinguisher', expect: set(['goggles', 'gloves', 'lab coat', 'fire extinguisher']), outcome: 'drawn' },
  { prompt: 'Please depict a leaf stomata open during the day and closed at night', expect: compare('stomata open during the day', 'stomata closed at night'), outcome: 'refused' },
  { prompt: 'E. coli → plasmid extraction → restriction digest → ligation → transformation', expect: flow(['E. coli', 'plasmid extraction', 'restriction digest', 'ligation', 'transformation'], chain(['E. coli', 'plasmid extraction', 'restriction digest', 'ligation', 'transformation'])), outcome: 'drawn' },
  { prompt: 'A virus particle. Label: capsid, envelope, spikes. Also show a host cell next to it.', expect: set(['virus particle', 'host cell'], { parts: { 'virus particle': ['capsid', 'envelope', 'spikes'] } }), outcome: 'refused' },
];
