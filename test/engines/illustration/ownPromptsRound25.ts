// A twenty-fifth round of illustration prompts, written before reading the reader: subjects doing
// something to another ("microglia pruning synapses", "a macrophage engulfing a bacterium"), abstracts
// whose background sentences name things the figure must not show, several relations in one sentence,
// captions and Latin names for several things, comparisons of two to four things, branching and merging,
// cycles whose steps are verbs ("plan, do, check, act"), students and non-native English, subjects named
// by their function or behind a possessive, and parts said after two things that belong to one of them.
// Each with the scene a careful reader would draw (test/corpora/illustrations/README.md) and what the
// reader delivers: `drawn` (that scene exactly) or `refused`. Never silently wrong. Measured before any change
// for them: 25 right, 16 refused, 4 silently wrong ("microglia pruning synapses" drawn as one thing; labels
// after "the Earth with a satellite" given to the Earth; a possessive and "a pair of scissors" kept in the
// name, which the expectations now keep too).
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, compareAll, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_25: CaptionedPrompt[] = [
  // a subject doing something to another: two subjects and an arrow from the one acting
  { prompt: 'microglia pruning synapses', expect: flow(['microglia', 'synapses'], [['microglia', 'synapses']]), outcome: 'drawn' },
  { prompt: 'A cytotoxic T cell killing a tumour cell, flat style', expect: flow(['cytotoxic T cell', 'tumour cell'], [['cytotoxic T cell', 'tumour cell']]), outcome: 'drawn' },
  { prompt: 'Draw a honeybee pollinating an apple flower', expect: flow(['honeybee', 'apple flower'], [['honeybee', 'apple flower']]), outcome: 'drawn' },
  { prompt: 'A macrophage engulfing a bacterium, label the pseudopods', expect: flow(['macrophage', 'bacterium'], [['macrophage', 'bacterium']], { parts: { macrophage: ['pseudopods'] } }), outcome: 'refused' },
  { prompt: 'Schematic of a bacteriophage infecting an E. coli cell', expect: flow(['bacteriophage', 'E. coli cell'], [['bacteriophage', 'E. coli cell']]), outcome: 'drawn' },
  { prompt: 'an antibody neutralising a virus particle, for a graphical abstract', expect: flow(['antibody', 'virus particle'], [['antibody', 'virus particle']]), outcome: 'drawn' },
  { prompt: 'A kinase phosphorylating its substrate, and the substrate activating a transcription factor', expect: flow(['kinase', 'substrate', 'transcription factor'], chain(['kinase', 'substrate', 'transcription factor'])), outcome: 'drawn' },
  { prompt: 'Drawing of a mosquito biting a human arm', expect: flow(['mosquito', 'human arm'], [['mosquito', 'human arm']]), outcome: 'drawn' },
  // abstracts with background the figure must not show
  { prompt: 'Graphical abstract. Heatwaves are becoming more frequent in Europe. We found that urban trees cool streets by up to 4 °C. Please draw a street tree next to a thermometer labelled "-4 °C".', expect: set(['street tree', 'thermometer'], { labels: { thermometer: '-4 °C' } }), outcome: 'drawn' },
  { prompt: 'Type 2 diabetes affects 400 million people. Our study shows that the drug acts on the pancreas. Draw a pill → a pancreas → a beta cell releasing insulin.', expect: flow(['pill', 'pancreas', 'beta cell', 'insulin'], chain(['pill', 'pancreas', 'beta cell', 'insulin'])), outcome: 'drawn' },
  { prompt: 'Microplastics are everywhere in the ocean and marine animals swallow them. For my poster, draw a plastic bottle → microplastic fragments → a fish → a dinner plate.', expect: flow(['plastic bottle', 'microplastic fragments', 'fish', 'dinner plate'], chain(['plastic bottle', 'microplastic fragments', 'fish', 'dinner plate'])), outcome: 'refused' },
  { prompt: 'Our lab studies how sleep loss affects memory in students. We recruited 60 volunteers from the university. Show a sleeping person, an arrow to a brain, and an arrow from the brain to a notebook.', expect: flow(['sleeping person', 'brain', 'notebook'], chain(['sleeping person', 'brain', 'notebook'])), outcome: 'drawn' },
  { prompt: 'Background: most landslides in Nepal follow monsoon rain. Draw a rain cloud → a saturated hillslope → a landslide.', expect: flow(['rain cloud', 'saturated hillslope', 'landslide'], chain(['rain cloud', 'saturated hillslope', 'landslide'])), outcome: 'drawn' },
  { prompt: 'Graphical abstract for our paper on ocean acidification. Carbon dioxide from the atmosphere dissolves into seawater, and acidified seawater thins the shells of pteropods. Show the atmosphere → seawater → a pteropod, with the shell labelled on the pteropod.', expect: flow(['atmosphere', 'seawater', 'pteropod'], chain(['atmosphere', 'seawater', 'pteropod']), { parts: { pteropod: ['shell'] } }), outcome: 'drawn' },
  // several relations in one sentence
  { prompt: 'Rain feeds the river, the river fills the reservoir, and the reservoir supplies the city.', expect: flow(['rain', 'river', 'reservoir', 'city'], chain(['rain', 'river', 'reservoir', 'city'])), outcome: 'drawn' },
  { prompt: 'The sensor sends data to the gateway, and the gateway uploads it to the cloud server.', expect: flow(['sensor', 'gateway', 'cloud server'], chain(['sensor', 'gateway', 'cloud server'])), outcome: 'refused' },
  { prompt: 'Solar panels charge the battery, and the battery powers the pump, which fills the water tank.', expect: flow(['solar panels', 'battery', 'pump', 'water tank'], chain(['solar panels', 'battery', 'pump', 'water tank'])), outcome: 'drawn' },
  { prompt: 'The compressor pushes refrigerant to the condenser; from the condenser it goes to the expansion valve and then to the evaporator, which returns it to the compressor.', expect: loop(['compressor', 'condenser', 'expansion valve', 'evaporator']), outcome: 'refused' },
  // captions and Latin names for several things
  { prompt: 'A mouse labelled "WT" and a mouse labelled "KO", side by side', expect: compare('mouse', 'mouse'), captions: ['WT', 'KO'], outcome: 'drawn' },
  { prompt: 'a seismometer labelled "station A" and a GPS antenna labelled "station B", with an arrow from each to a laptop', expect: flow(['seismometer', 'GPS antenna', 'laptop'], [['seismometer', 'laptop'], ['GPS antenna', 'laptop']], { labels: { seismometer: 'station A', 'GPS antenna': 'station B' } }), outcome: 'refused' },
  { prompt: 'Label the reactor "R1", the heat exchanger "HX-2" and the pump "P3": reactor → heat exchanger → pump.', expect: flow(['reactor', 'heat exchanger', 'pump'], chain(['reactor', 'heat exchanger', 'pump']), { labels: { reactor: 'R1', 'heat exchanger': 'HX-2', pump: 'P3' } }), outcome: 'refused' },
  { prompt: 'an oak (Quercus robur) and a beech (Fagus sylvatica)', expect: set(['oak', 'beech'], { labels: { oak: 'Quercus robur', beech: 'Fagus sylvatica' } }), outcome: 'drawn' },
  // comparisons of two to four things
  { prompt: 'Healthy lung vs COPD lung vs asthmatic lung, label the alveoli on each', expect: compareAll(['healthy lung', 'COPD lung', 'asthmatic lung'], { parts: { 'healthy lung': ['alveoli'], 'COPD lung': ['alveoli'], 'asthmatic lung': ['alveoli'] } }), outcome: 'drawn' },
  { prompt: 'Left: a monolayer culture. Right: an organoid with the lumen labelled.', expect: compare('monolayer culture', 'organoid', { parts: { organoid: ['lumen'] } }), outcome: 'drawn' },
  { prompt: 'Compare a diesel engine and an electric motor', expect: compare('diesel engine', 'electric motor'), outcome: 'drawn' },
  { prompt: 'Traditional classroom versus flipped classroom, for a teaching workshop slide', expect: compare('traditional classroom', 'flipped classroom'), outcome: 'drawn' },
  { prompt: 'Wild type vs knockout zebrafish, with the fins labelled on both', expect: compare('wild type zebrafish', 'knockout zebrafish', { parts: { 'wild type zebrafish': ['fins'], 'knockout zebrafish': ['fins'] } }), outcome: 'drawn' },
  // branching and merging
  { prompt: 'Sample → DNA extraction → either PCR or whole-genome sequencing', expect: flow(['sample', 'DNA extraction', 'PCR', 'whole-genome sequencing'], [['sample', 'DNA extraction'], ['DNA extraction', 'PCR'], ['DNA extraction', 'whole-genome sequencing']]), outcome: 'drawn' },
  { prompt: 'Field samples and lab cultures both go to the mass spectrometer, then to the database.', expect: flow(['field samples', 'lab cultures', 'mass spectrometer', 'database'], [['field samples', 'mass spectrometer'], ['lab cultures', 'mass spectrometer'], ['mass spectrometer', 'database']]), outcome: 'refused' },
  { prompt: 'The river splits into a north channel and a south channel, which rejoin at the delta.', expect: flow(['river', 'north channel', 'south channel', 'delta'], [['river', 'north channel'], ['river', 'south channel'], ['north channel', 'delta'], ['south channel', 'delta']]), outcome: 'refused' },
  { prompt: 'Interviews → transcripts → coding → themes, with field notes also feeding into coding', expect: flow(['interviews', 'transcripts', 'coding', 'themes', 'field notes'], [['interviews', 'transcripts'], ['transcripts', 'coding'], ['coding', 'themes'], ['field notes', 'coding']]), outcome: 'refused' },
  { prompt: 'An arrow from the sun to a leaf, and from the leaf to a glucose molecule', expect: flow(['sun', 'leaf', 'glucose molecule'], chain(['sun', 'leaf', 'glucose molecule'])), outcome: 'drawn' },
  // cycles
  { prompt: 'Carbon cycle: atmosphere → plants → animals → soil → back to the atmosphere', expect: loop(['atmosphere', 'plants', 'animals', 'soil'], { title: 'Carbon cycle' }), outcome: 'drawn' },
  { prompt: 'Draw the PDCA cycle going round: plan, do, check, act', expect: loop(['plan', 'do', 'check', 'act']), outcome: 'drawn' },
  { prompt: 'The Krebs cycle as a loop: citrate, isocitrate, alpha-ketoglutarate, succinyl-CoA, succinate, fumarate, malate, oxaloacetate', expect: loop(['citrate', 'isocitrate', 'alpha-ketoglutarate', 'succinyl-CoA', 'succinate', 'fumarate', 'malate', 'oxaloacetate']), outcome: 'drawn' },
  // students and non-native English
  { prompt: 'pls draw me an animal cell with the nucleus, mitochondria and ribosomes labeled, its for my exam revision', expect: single('animal cell', ['nucleus', 'mitochondria', 'ribosomes']), outcome: 'drawn' },
  { prompt: 'I need image of the heart with the four chambers: left atrium, right atrium, left ventricle and right ventricle', expect: single('heart', ['left atrium', 'right atrium', 'left ventricle', 'right ventricle']), outcome: 'drawn' },
  { prompt: 'Make please a scheme: the sample go to the centrifuge and after the supernatant go to the HPLC.', expect: flow(['sample', 'centrifuge', 'supernatant', 'HPLC'], chain(['sample', 'centrifuge', 'supernatant', 'HPLC'])), outcome: 'refused' },
  { prompt: 'For my geography class i need: glacier, moraine, meltwater river, all in one picture no arrows', expect: set(['glacier', 'moraine', 'meltwater river']), outcome: 'refused' },
  // subjects named by function, behind a possessive, or counted in pairs
  { prompt: 'Draw the organ that filters blood, with the cortex and medulla labelled', expect: single('kidney', ['cortex', 'medulla']), outcome: 'refused' },
  { prompt: "the patient's knee joint with the meniscus, ACL and patella labelled", expect: single("patient's knee joint", ['meniscus', 'ACL', 'patella']), outcome: 'drawn' },
  { prompt: 'a pair of scissors cutting a DNA double helix', expect: flow(['pair of scissors', 'DNA double helix'], [['pair of scissors', 'DNA double helix']]), outcome: 'drawn' },
  // parts said after two things, belonging to one of them
  { prompt: 'A leaf and a root, with the stomata and root hairs labelled', expect: set(['leaf', 'root'], { parts: { leaf: ['stomata'], root: ['root hairs'] } }), outcome: 'refused' },
  { prompt: 'a toothbrush next to a tooth, label the enamel, dentine and pulp', expect: set(['toothbrush', 'tooth'], { parts: { tooth: ['enamel', 'dentine', 'pulp'] } }), outcome: 'refused' },
  { prompt: 'the Earth with a satellite, label the solar panels and the antenna', expect: set(['Earth', 'satellite'], { parts: { satellite: ['solar panels', 'antenna'] } }), outcome: 'refused' },
  // written while fixing the ones above, after reading the reader, to find the rules' neighbours: each was silently wrong or refused before
  { prompt: 'blood sample → DNA sequencing machine → computer', expect: flow(['blood sample', 'DNA sequencing machine', 'computer'], chain(['blood sample', 'DNA sequencing machine', 'computer'])), outcome: 'drawn' },
  { prompt: 'normal lung vs damaged lung', expect: compare('normal lung', 'damaged lung'), outcome: 'drawn' },
  { prompt: 'A graphical abstract for Nature Communications showing a coral with its polyps labelled', expect: single('coral', ['polyps']), outcome: 'drawn' },
  { prompt: 'Draw a heart like in a textbook', expect: single('heart'), outcome: 'drawn' },
  { prompt: 'an astronaut floating next to the ISS', expect: set(['astronaut', 'ISS']), outcome: 'drawn' },
  { prompt: 'a cat sitting next to a dog', expect: set(['cat', 'dog']), outcome: 'drawn' },
  { prompt: "stem cells differentiate into neurons labelled 'N'", expect: flow(['stem cells', 'neurons'], [['stem cells', 'neurons']], { labels: { neurons: 'N' } }), outcome: 'drawn' },
  { prompt: 'randomised patients split into an intervention arm (n = 160) and a control arm (n = 160)', expect: flow(['randomised patients', 'intervention arm', 'control arm'], [['randomised patients', 'intervention arm'], ['randomised patients', 'control arm']], { labels: { 'intervention arm': 'n = 160', 'control arm': 'n = 160' } }), outcome: 'drawn' },
  { prompt: 'a heart with its chambers labelled: left atrium, right atrium, left ventricle, right ventricle', expect: single('heart', ['left atrium', 'right atrium', 'left ventricle', 'right ventricle']), outcome: 'drawn' },
  { prompt: 'a control and a treated mouse', expect: compare('control mouse', 'treated mouse'), outcome: 'drawn' },
  { prompt: 'a wild-type and a mutant fly', expect: compare('wild-type fly', 'mutant fly'), outcome: 'drawn' },
  { prompt: 'a healthy lung, and a smoker\'s lung with tar and mucus', expect: compare('healthy lung', "smoker's lung"), outcome: 'drawn' },
  { prompt: 'three flasks at day 1, day 3 and day 5', expect: set(['flask', 'flask', 'flask']), captions: ['day 1', 'day 3', 'day 5'], outcome: 'drawn' },
  { prompt: 'zebrafish embryos at 24 hpf and 48 hpf', expect: set(['zebrafish embryo', 'zebrafish embryo']), captions: ['24 hpf', '48 hpf'], outcome: 'refused' },
  { prompt: 'I want the cycle of nitrogen: air, bacteria of soil, plants, animals, return to air', expect: loop(['air', 'bacteria of soil', 'plants', 'animals']), outcome: 'drawn' },
  { prompt: 'two neurons, the first with the axon labelled and the second with the dendrites labelled', expect: set(['neuron', 'neuron']), captions: [null, null], outcome: 'refused' },
  { prompt: 'Figure 2: rats exposed to noise vs quiet controls', expect: compare('rats exposed to noise', 'quiet controls'), outcome: 'refused' },
  { prompt: 'wet vs dry season (only pictures of a green forest and a brown forest)', expect: compare('green forest', 'brown forest'), outcome: 'drawn' },
  { prompt: 'plants absorbing CO2 and releasing O2', expect: flow(['plants', 'CO2', 'O2'], [['CO2', 'plants'], ['plants', 'O2']]), outcome: 'drawn' },
  { prompt: 'Graphical abstract showing nanoparticles crossing the blood-brain barrier into a neuron', expect: flow(['nanoparticles', 'blood-brain barrier', 'neuron'], chain(['nanoparticles', 'blood-brain barrier', 'neuron'])), outcome: 'refused' },
  { prompt: 'a neuron: label the dendrites and the axon terminal with its vesicles', expect: single('neuron', ['dendrites', 'axon terminal', 'vesicles']), outcome: 'refused' },
  { prompt: 'a neuron, label the dendrites and the synapse with a second neuron', expect: set(['neuron', 'second neuron'], { parts: { neuron: ['dendrites', 'synapse'] } }), outcome: 'refused' },
];
