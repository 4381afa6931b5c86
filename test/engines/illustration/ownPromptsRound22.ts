// A twenty-second round of illustration prompts, written blind (before reading the reader) in
// voices the earlier rounds did not use: captions pasted from papers ("Figure 2. Schematic of
// ..."), lists of what not to draw, processes told in time ("first ..., then ..., finally ..."),
// layouts given by side, abbreviations in brackets ("ROS (reactive oxygen species)"), comparisons
// of two to four things, imperatives over several sentences, non-native English, abstracts whose
// background sentences the figure must not show, branching and merging flows and cycles. Each
// with the scene a careful reader would draw (test/corpora/illustrations/README.md) and what the
// reader delivers: `drawn` (that scene exactly) or `refused`. Never silently wrong. Measured before
// any change for them: 18 right, 24 refused, 7 silently wrong ("Conceptual model" after "Figure 1."
// drawn as a thing, "First haemostasis" a step's name, a row "on the left, ...; in the middle, ...;
// on the right, ..." drawn as a flow ending in "Field", a dendritic cell and a naive T cell
// compared as two states of one thing, the plate's electron left unlinked, an arrow invented to
// a bracket "next to" a printer, two tubes and a beaker before "label ..." made the title).
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, compareAll, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_22: CaptionedPrompt[] = [
  // captions pasted from papers
  { prompt: 'Figure 2. Schematic of the experimental setup: a laser, a beam splitter, two mirrors and a photodetector.', expect: set(['laser', 'beam splitter', 'mirrors', 'photodetector']), counts: { mirror: 2 }, outcome: 'refused' },
  { prompt: 'Fig. 4: Proposed mechanism. ROS (reactive oxygen species) damage mitochondrial DNA, which impairs the electron transport chain, which in turn produces more ROS.', expect: loop(['ROS', 'mitochondrial DNA', 'electron transport chain'], { title: 'Proposed mechanism', labels: { ROS: 'reactive oxygen species' } }), outcome: 'refused' },
  { prompt: 'Figure 1. Conceptual model. Screen time reduces sleep, and sleep affects school performance.', expect: flow(['screen time', 'sleep', 'school performance'], chain(['screen time', 'sleep', 'school performance'])), outcome: 'drawn' },
  { prompt: 'Fig. 3 | Study design. Volunteers (n = 1,000) → randomisation → vaccine group or placebo group → 6-month follow-up', expect: flow(['volunteers', 'randomisation', 'vaccine group', 'placebo group', '6-month follow-up'], [['volunteers', 'randomisation'], ['randomisation', 'vaccine group'], ['randomisation', 'placebo group'], ['vaccine group', '6-month follow-up'], ['placebo group', '6-month follow-up']], { labels: { volunteers: 'n = 1,000' } }), outcome: 'drawn' },
  // what not to draw
  { prompt: 'A zebrafish larva with the heart, swim bladder and notochord labelled. Do not draw the eyes or the fins, and no scale bar.', expect: single('zebrafish larva', ['heart', 'swim bladder', 'notochord']), outcome: 'drawn' },
  { prompt: "Draw a honeybee and a sunflower. No background, no text, and please don't add a hive.", expect: set(['honeybee', 'sunflower']), outcome: 'drawn' },
  { prompt: 'Wind turbine with the blades, nacelle and tower labelled - leave out the grid connection and the transformer.', expect: single('wind turbine', ['blades', 'nacelle', 'tower']), outcome: 'refused' },
  // processes told in time
  { prompt: 'First a seed, then a seedling, then a young tree, and finally a mature oak.', expect: flow(['seed', 'seedling', 'young tree', 'mature oak'], chain(['seed', 'seedling', 'young tree', 'mature oak'])), outcome: 'drawn' },
  { prompt: 'Stages of wound healing: first haemostasis, then inflammation, then proliferation, and finally remodelling.', expect: flow(['haemostasis', 'inflammation', 'proliferation', 'remodelling'], chain(['haemostasis', 'inflammation', 'proliferation', 'remodelling']), { title: 'Stages of wound healing' }), outcome: 'drawn' },
  // layouts by side
  { prompt: 'On the left a healthy kidney, on the right a polycystic kidney with the cysts labelled.', expect: compare('healthy kidney', 'polycystic kidney', { parts: { 'polycystic kidney': ['cysts'] } }), outcome: 'drawn' },
  { prompt: 'On the left, a conventional tillage field; in the middle, a reduced tillage field; on the right, a no-till field.', expect: set(['conventional tillage field', 'reduced tillage field', 'no-till field']), outcome: 'drawn' },
  // abbreviations in brackets
  { prompt: 'Hypothalamus → CRH → pituitary → ACTH → adrenal gland → cortisol', expect: flow(['hypothalamus', 'CRH', 'pituitary', 'ACTH', 'adrenal gland', 'cortisol'], chain(['hypothalamus', 'CRH', 'pituitary', 'ACTH', 'adrenal gland', 'cortisol'])), outcome: 'drawn' },
  { prompt: 'A dendritic cell (DC) next to a naive T cell', expect: set(['dendritic cell', 'naive T cell']), outcome: 'drawn' },
  { prompt: 'PBMCs (peripheral blood mononuclear cells) → FACS sorting → scRNA-seq', expect: flow(['PBMCs', 'FACS sorting', 'scRNA-seq'], chain(['PBMCs', 'FACS sorting', 'scRNA-seq']), { labels: { PBMCs: 'peripheral blood mononuclear cells' } }), outcome: 'drawn' },
  // comparisons of two to four things
  { prompt: 'Healthy vs diseased coral reef', expect: compare('healthy coral reef', 'diseased coral reef'), outcome: 'drawn' },
  { prompt: 'Healthy liver vs fatty liver vs cirrhotic liver', expect: compareAll(['healthy liver', 'fatty liver', 'cirrhotic liver']), outcome: 'drawn' },
  { prompt: 'Compare a lead-acid battery, a lithium-ion battery and a solid-state battery, each with its electrolyte labelled', expect: compareAll(['lead-acid battery', 'lithium-ion battery', 'solid-state battery'], { parts: { 'lead-acid battery': ['electrolyte'], 'lithium-ion battery': ['electrolyte'], 'solid-state battery': ['electrolyte'] } }), outcome: 'refused' },
  { prompt: 'Healthy knee vs osteoarthritic knee, both with the cartilage and meniscus labelled', expect: compare('healthy knee', 'osteoarthritic knee', { parts: { 'healthy knee': ['cartilage', 'meniscus'], 'osteoarthritic knee': ['cartilage', 'meniscus'] } }), outcome: 'drawn' },
  // imperatives over several sentences
  { prompt: 'Draw a mosquito. Put a human arm next to it. Add an arrow from the mosquito to the arm.', expect: flow(['mosquito', 'human arm'], [['mosquito', 'human arm']]), outcome: 'refused' },
  { prompt: 'Show a solar panel. Connect it to an inverter. Connect the inverter to a battery and to the grid.', expect: flow(['solar panel', 'inverter', 'battery', 'grid'], [['solar panel', 'inverter'], ['inverter', 'battery'], ['inverter', 'grid']]), outcome: 'refused' },
  // non-native English
  { prompt: 'Please draw for me one yeast cell with nucleus, vacuole and mitochondria labelled.', expect: single('yeast cell', ['nucleus', 'vacuole', 'mitochondria']), outcome: 'drawn' },
  { prompt: 'I want that the figure show the water going from the river into the treatment plant and after to the houses.', expect: flow(['river', 'treatment plant', 'houses'], chain(['river', 'treatment plant', 'houses'])), outcome: 'refused' },
  { prompt: 'Please I need scheme: the sample go in the centrifuge, after that in the freezer at -80 °C.', expect: flow(['sample', 'centrifuge', 'freezer'], chain(['sample', 'centrifuge', 'freezer']), { labels: { freezer: '-80 °C' } }), outcome: 'refused' },
  // ecology
  { prompt: 'Food web for the lake slide: phytoplankton are eaten by zooplankton, zooplankton by perch, and perch by pike.', expect: flow(['phytoplankton', 'zooplankton', 'perch', 'pike'], chain(['phytoplankton', 'zooplankton', 'perch', 'pike'])), outcome: 'refused' },
  { prompt: 'Pollinator decline graphic. Over the last 30 years, insect biomass has fallen by 75% in German nature reserves. Draw a bee, a hoverfly and a butterfly above a wildflower meadow.', expect: set(['bee', 'hoverfly', 'butterfly', 'wildflower meadow']), outcome: 'refused' },
  { prompt: 'Nitrogen fertiliser runs off into the river, the river carries it to the lake, and the lake develops an algal bloom.', expect: flow(['nitrogen fertiliser', 'river', 'lake', 'algal bloom'], chain(['nitrogen fertiliser', 'river', 'lake', 'algal bloom'])), outcome: 'refused' },
  // chemistry
  { prompt: 'Esterification: ethanol + acetic acid → ethyl acetate + water', expect: flow(['ethanol', 'acetic acid', 'ethyl acetate', 'water'], [['ethanol', 'ethyl acetate'], ['ethanol', 'water'], ['acetic acid', 'ethyl acetate'], ['acetic acid', 'water']], { title: 'Esterification' }), outcome: 'drawn' },
  { prompt: 'A burette and a conical flask for a titration slide; label the stopcock and the meniscus on the burette, and the indicator in the flask.', expect: set(['burette', 'conical flask'], { parts: { burette: ['stopcock', 'meniscus'], 'conical flask': ['indicator'] } }), outcome: 'drawn' },
  { prompt: 'Crude oil → distillation column, which splits it into petrol, kerosene and diesel', expect: flow(['crude oil', 'distillation column', 'petrol', 'kerosene', 'diesel'], [['crude oil', 'distillation column'], ['distillation column', 'petrol'], ['distillation column', 'kerosene'], ['distillation column', 'diesel']]), outcome: 'refused' },
  // physics
  { prompt: 'Photoelectric effect: a photon hits a metal plate and an electron is ejected towards the collector.', expect: flow(['photon', 'metal plate', 'electron', 'collector'], chain(['photon', 'metal plate', 'electron', 'collector']), { title: 'Photoelectric effect' }), outcome: 'refused' },
  { prompt: 'A laser beam passes through a beam splitter; one half goes to the sample and the other half to a reference detector.', expect: flow(['laser beam', 'beam splitter', 'sample', 'reference detector'], [['laser beam', 'beam splitter'], ['beam splitter', 'sample'], ['beam splitter', 'reference detector']]), outcome: 'refused' },
  // engineering
  { prompt: 'A 3D printer with the extruder, print bed and filament spool labelled; next to it, a finished bracket.', expect: set(['3D printer', 'finished bracket'], { parts: { '3D printer': ['extruder', 'print bed', 'filament spool'] } }), outcome: 'drawn' },
  { prompt: 'Rainwater and grey water both go into a storage tank, which feeds the toilets and the garden.', expect: flow(['rainwater', 'grey water', 'storage tank', 'toilets', 'garden'], [['rainwater', 'storage tank'], ['grey water', 'storage tank'], ['storage tank', 'toilets'], ['storage tank', 'garden']]), outcome: 'refused' },
  { prompt: 'Wastewater treatment: screening → primary clarifier → aeration tank → secondary clarifier → river, with sludge from both clarifiers going to the digester.', expect: flow(['screening', 'primary clarifier', 'aeration tank', 'secondary clarifier', 'river', 'digester'], [...chain(['screening', 'primary clarifier', 'aeration tank', 'secondary clarifier', 'river']), ['primary clarifier', 'digester'], ['secondary clarifier', 'digester']], { title: 'Wastewater treatment' }), outcome: 'refused' },
  // geoscience
  { prompt: 'Carbon storage in peatlands. Peatlands cover 3% of land but store a third of soil carbon. Please draw a peat bog with the acrotelm and catotelm labelled.', expect: single('peat bog', ['acrotelm', 'catotelm']), outcome: 'drawn' },
  { prompt: "Earth's atmosphere with the troposphere, stratosphere, mesosphere and thermosphere labelled (not to scale)", expect: single("Earth's atmosphere", ['troposphere', 'stratosphere', 'mesosphere', 'thermosphere']), outcome: 'drawn' },
  // medicine
  { prompt: 'Sepsis pathway: infection → cytokine storm → endothelial damage → organ failure', expect: flow(['infection', 'cytokine storm', 'endothelial damage', 'organ failure'], chain(['infection', 'cytokine storm', 'endothelial damage', 'organ failure']), { title: 'Sepsis pathway' }), outcome: 'drawn' },
  { prompt: 'Graphical abstract. Antibiotic resistance kills over a million people a year, and new drugs are scarce. Here we show that phages clear Pseudomonas infections in mice. Draw a phage with an arrow to a Pseudomonas bacterium.', expect: flow(['phage', 'Pseudomonas bacterium'], [['phage', 'Pseudomonas bacterium']]), outcome: 'drawn' },
  { prompt: 'Graphical abstract. Most people with hypertension in rural Kenya are undiagnosed. In our trial, community health workers screened 5,000 adults at home. Show a community health worker, a blood pressure cuff and a clinic, with an arrow from the health worker to the clinic.', expect: flow(['community health worker', 'blood pressure cuff', 'clinic'], [['community health worker', 'clinic']]), outcome: 'refused' },
  { prompt: 'Graphical abstract. The gut-brain axis is a hot topic, and many studies use germ-free mice. Our key finding: a high-fibre diet raises butyrate, which lowers inflammation in the brain. Draw: high-fibre diet → butyrate → brain.', expect: flow(['high-fibre diet', 'butyrate', 'brain'], chain(['high-fibre diet', 'butyrate', 'brain'])), outcome: 'drawn' },
  { prompt: 'Graphical abstract. Microplastics are found in almost every river sampled in Europe. We exposed freshwater snails to polystyrene beads for 28 days. Draw a snail with an arrow to a damaged gut.', expect: flow(['snail', 'damaged gut'], [['snail', 'damaged gut']]), outcome: 'drawn' },
  // social science
  { prompt: 'Theory of planned behaviour: attitudes, subjective norms and perceived behavioural control all lead to intention, and intention leads to behaviour.', expect: flow(['attitudes', 'subjective norms', 'perceived behavioural control', 'intention', 'behaviour'], [['attitudes', 'intention'], ['subjective norms', 'intention'], ['perceived behavioural control', 'intention'], ['intention', 'behaviour']], { title: 'Theory of planned behaviour' }), outcome: 'refused' },
  // teaching slides
  { prompt: 'Photosynthesis slide: sunlight, water and carbon dioxide go into a leaf; glucose and oxygen come out.', expect: flow(['sunlight', 'water', 'carbon dioxide', 'leaf', 'glucose', 'oxygen'], [['sunlight', 'leaf'], ['water', 'leaf'], ['carbon dioxide', 'leaf'], ['leaf', 'glucose'], ['leaf', 'oxygen']]), outcome: 'refused' },
  { prompt: 'For my Year 9 class: solid, liquid and gas, with arrows for melting, evaporation, condensation and freezing between them', expect: flow(['solid', 'liquid', 'gas'], [['solid', 'liquid'], ['liquid', 'gas'], ['gas', 'liquid'], ['liquid', 'solid']]), outcome: 'refused' },
  // labels for several things
  { prompt: 'A sheep, a goat and a cow, labelled Ovis, Capra and Bos', expect: set(['sheep', 'goat', 'cow'], { labels: { sheep: 'Ovis', goat: 'Capra', cow: 'Bos' } }), outcome: 'refused' },
  { prompt: "Two test tubes and a beaker: label the first tube 'control', the second 'treated', and the beaker 'waste'.", expect: set(['test tube', 'test tube', 'beaker']), captions: ['control', 'treated', 'waste'], outcome: 'refused' },
  // cycles
  { prompt: 'Calvin cycle: CO2 fixation → reduction → regeneration of RuBP → back to CO2 fixation', expect: loop(['CO2 fixation', 'reduction', 'regeneration of RuBP'], { title: 'Calvin cycle' }), outcome: 'drawn' },
  { prompt: 'The menstrual cycle as a loop: menstruation, follicular phase, ovulation, luteal phase', expect: loop(['menstruation', 'follicular phase', 'ovulation', 'luteal phase']), outcome: 'drawn' },
  { prompt: 'Ticks feed on deer, drop off and lay eggs in the leaf litter; the larvae feed on mice, and the nymphs climb back onto deer.', expect: loop(['ticks', 'deer', 'eggs', 'larvae', 'mice', 'nymphs']), outcome: 'refused' },
];
