// Prompts written while fixing round 16's misreadings, to find the rules behind them: each
// probes a shape of request (a row named left to right, "from X, ...", "A, B, then C", "both
// with", a thing placed "next to it", a bracket of description, clauses closed by commas) and
// was silently wrong or refused before this round's rules. Each with the scene a careful reader
// would draw (test/corpora/illustrations/README.md) and what the reader delivers now: `drawn`
// (that scene exactly) or `refused`. Never silently wrong.
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_17: CaptionedPrompt[] = [
  // Was: the frog read as the fish's caption.
  { prompt: 'a fish with gills and fins labelled and a frog', expect: set(['fish', 'frog'], { parts: { fish: ['gills', 'fins'] } }), outcome: 'drawn' },
  // Was: a comparison of three sides.
  { prompt: 'A tired student on the left, a brain in the middle, and a failed exam paper on the right, with arrows between them', expect: flow(['tired student', 'brain', 'failed exam paper'], chain(['tired student', 'brain', 'failed exam paper'])), outcome: 'drawn' },
  { prompt: 'A seismometer on the left, a data logger in the middle and a laptop on the right', expect: set(['seismometer', 'data logger', 'laptop']), outcome: 'drawn' },
  { prompt: 'a neuron on the right, a glial cell in the centre and an astrocyte on the left', expect: set(['astrocyte', 'glial cell', 'neuron']), outcome: 'refused' },
  // Was: both first steps merging into the third.
  { prompt: 'from a blood sample, isolate plasma, then run mass spectrometry', expect: flow(['blood sample', 'isolate plasma', 'run mass spectrometry'], chain(['blood sample', 'isolate plasma', 'run mass spectrometry'])), outcome: 'drawn' },
  { prompt: 'rock sample, thin section, then polarising microscope', expect: flow(['rock sample', 'thin section', 'polarising microscope'], chain(['rock sample', 'thin section', 'polarising microscope'])), outcome: 'drawn' },
  { prompt: 'a mouse, a rat → a cage', expect: flow(['mouse', 'rat', 'cage'], [['mouse', 'cage'], ['rat', 'cage']]), outcome: 'drawn' },
  // Was: the membranes given to the chloroplast only.
  { prompt: 'a mitochondrion and a chloroplast, both with membranes labelled', expect: set(['mitochondrion', 'chloroplast'], { parts: { mitochondrion: ['membranes'], chloroplast: ['membranes'] } }), outcome: 'drawn' },
  { prompt: 'An animal cell and a plant cell side by side with organelles labelled', expect: compare('animal cell', 'plant cell', { parts: { 'animal cell': ['organelles'], 'plant cell': ['organelles'] } }), outcome: 'refused' },
  // Was: a title "Label the parts of a bacterium" over three things.
  { prompt: 'Label the parts of a bacterium: cell wall, ribosomes, plasmid', expect: single('bacterium', ['cell wall', 'ribosomes', 'plasmid']), outcome: 'drawn' },
  { prompt: 'Cross-section of a root with root hairs, cortex and xylem labelled', expect: single('root', ['root hairs', 'cortex', 'xylem']), outcome: 'drawn' },
  // Was: "Surface" drawn as one more thing.
  { prompt: 'A virus particle with spike proteins on its surface', expect: single('virus particle', ['spike proteins']), outcome: 'refused' },
  // Was: arrows from the seawater samples to everything after them.
  { prompt: 'Overview for the methods section: seawater samples were filtered, DNA was extracted, and libraries were sequenced on a NovaSeq.', expect: flow(['seawater samples', 'DNA', 'libraries', 'NovaSeq'], chain(['seawater samples', 'DNA', 'libraries', 'NovaSeq'])), outcome: 'refused' },
  // Was: the bracket read as a caption because "Cas9" holds a digit.
  { prompt: 'a CRISPR-Cas9 complex (Cas9 protein plus guide RNA) cutting DNA', expect: flow(['CRISPR-Cas9 complex', 'DNA'], [['CRISPR-Cas9 complex', 'DNA']]), outcome: 'refused' },
  { prompt: 'CD4 T cells (n = 12) next to B cells (day 7)', expect: set(['CD4 T cells', 'B cells'], { labels: { 'CD4 T cells': 'n = 12', 'B cells': 'day 7' } }), outcome: 'drawn' },
  // Were refused: a thing placed by the one before, after it.
  { prompt: 'A leaf with stomata labelled, and a guard cell next to it', expect: set(['leaf', 'guard cell'], { parts: { leaf: ['stomata'] } }), outcome: 'drawn' },
  { prompt: 'an X-ray tube, with a detector behind it', expect: set(['X-ray tube', 'detector']), outcome: 'drawn' },
  { prompt: 'circular diagram of the lunar cycle (wax, full, wane, new)', expect: loop(['wax', 'full', 'wane', 'new']), outcome: 'drawn' },
  // Was: the full moon dropped as a look.
  { prompt: 'sun, full moon, comet', expect: set(['sun', 'full moon', 'comet']), outcome: 'drawn' },
  // "a pair of" counts two, unless the thing is one pair.
  { prompt: 'a pair of forceps next to a petri dish', expect: set(['pair of forceps', 'petri dish']), outcome: 'drawn' },
  // Were: "left" and "right ventricles", "frontal", ... "occipital lobes" as parts.
  { prompt: 'a heart with the left and right ventricles labelled', expect: single('heart', ['left ventricle', 'right ventricle']), outcome: 'drawn' },
  { prompt: 'a brain with the frontal, parietal, temporal and occipital lobes labelled', expect: single('brain', ['frontal lobe', 'parietal lobe', 'temporal lobe', 'occipital lobe']), outcome: 'drawn' },
  // Was: no scene at all (the sentence read as a look for its quoted "light"); the caption is the lens's, which a part cannot carry.
  { prompt: "an eye with the lens labelled 'focuses light'", expect: single('eye', ['lens']), outcome: 'refused' },
  // Were refused.
  { prompt: 'SARS-CoV-2 virion, spike protein and envelope labelled', expect: single('SARS-CoV-2 virion', ['spike protein', 'envelope']), outcome: 'drawn' },
  { prompt: 'a mouse brain, coronal view, with the hippocampus highlighted', expect: single('mouse brain', ['hippocampus']), outcome: 'drawn' },
  // Was: "soil" read as the verb after "to", the thing named "erosion".
  { prompt: 'Deforestation leads to soil erosion, which causes river silting', expect: flow(['deforestation', 'soil erosion', 'river silting'], chain(['deforestation', 'soil erosion', 'river silting'])), outcome: 'drawn' },
  // Was: "Obesity increases leptin" drawn as one thing's name.
  { prompt: 'obesity increases leptin, and leptin suppresses appetite', expect: flow(['obesity', 'leptin', 'appetite'], chain(['obesity', 'leptin', 'appetite'])), outcome: 'drawn' },
  // Was: the beaker's caption ran on over the flask, which was lost.
  { prompt: 'a beaker labelled 50 mL next to a flask labelled 250 mL', expect: set(['beaker', 'flask'], { labels: { beaker: '50 mL', flask: '250 mL' } }), outcome: 'drawn' },
  // Were: "Beaker with the caption" written as the name; refused.
  { prompt: "A beaker with the caption 'Solution A'", expect: single('beaker', [], { labels: { beaker: 'Solution A' } }), outcome: 'drawn' },
  { prompt: "a mouse, with 'WT' written under it", expect: single('mouse', [], { labels: { mouse: 'WT' } }), outcome: 'drawn' },
  // Were: "many T cell", "dozen of ant" as names (an unsaid number draws a small group, its words kept in the label).
  { prompt: 'a tumour surrounded by many T cells', expect: set(['tumour', 'T cells']), counts: { 't cell': 3 }, outcome: 'drawn' },
  { prompt: 'dozens of ants around an anthill', expect: set(['ants', 'anthill']), counts: { ant: 3 }, outcome: 'drawn' },
  // Were: "Wild-type" a thing of its own; "treated" read as the verb of an arrow.
  { prompt: 'wild-type and knockout mice', expect: compare('wild-type mice', 'knockout mice'), outcome: 'drawn' },
  { prompt: 'Control mouse and treated mouse', expect: compare('control mouse', 'treated mouse'), outcome: 'drawn' },
  { prompt: 'a cat and a black dog', expect: set(['cat', 'black dog']), outcome: 'drawn' },
  // Were: "release O2", "forms clouds" drawn as things; arrows from a thing to the place it comes from.
  { prompt: 'Trees absorb CO2 and release O2', expect: flow(['trees', 'CO2', 'O2'], [['CO2', 'trees'], ['trees', 'O2']]), outcome: 'drawn' },
  { prompt: 'water evaporates from the ocean and forms clouds', expect: flow(['water', 'ocean', 'clouds'], [['ocean', 'water'], ['water', 'clouds']]), outcome: 'drawn' },
  { prompt: 'insulin is released from the pancreas', expect: flow(['insulin', 'pancreas'], [['pancreas', 'insulin']]), outcome: 'drawn' },
  { prompt: 'an IgG antibody with the Fab arms, heavy chains and light chains labelled', expect: single('IgG antibody', ['Fab arms', 'heavy chains', 'light chains']), outcome: 'drawn' },
  // Were: the title "Title" (or "Heading") and its words drawn as a thing.
  { prompt: 'Title - Soil carbon. Leaf litter → soil microbes → CO2', expect: flow(['leaf litter', 'soil microbes', 'CO2'], chain(['leaf litter', 'soil microbes', 'CO2']), { title: 'Soil carbon' }), outcome: 'drawn' },
  { prompt: "Heading: 'Our pipeline'. Reads → alignment → variant calls", expect: flow(['reads', 'alignment', 'variant calls'], chain(['reads', 'alignment', 'variant calls']), { title: 'Our pipeline' }), outcome: 'drawn' },
  // Were: "pointing" refused; "and back" dropped, one arrow drawn.
  { prompt: 'an arrow pointing from the sun to a plant', expect: flow(['sun', 'plant'], [['sun', 'plant']]), outcome: 'drawn' },
  { prompt: 'a heart and a lung, an arrow from heart to lung and back', expect: flow(['heart', 'lung'], [['heart', 'lung'], ['lung', 'heart']]), outcome: 'drawn' },
  // Were: "volume" and "name" given to the last thing as its part.
  { prompt: 'a flask, a beaker and a test tube, each labelled with its volume', expect: set(['flask', 'beaker', 'test tube']), outcome: 'refused' },
  { prompt: 'a lion, a tiger and a bear, each labelled with its name', expect: set(['lion', 'tiger', 'bear']), outcome: 'drawn' },
  // Were: "DNA helix of a textbook"; the purpose "For a children's book" written as the title.
  { prompt: 'a DNA helix in the style of a textbook illustration', expect: single('DNA helix'), outcome: 'drawn' },
  { prompt: "for a children's book: a friendly bacterium", expect: single('friendly bacterium'), outcome: 'drawn' },
  // Was: "trace above" read as a verb between the EEG and the clock.
  { prompt: 'Our lab studies sleep. Please draw a sleeping mouse, an EEG trace above it, and a clock on the right.', expect: set(['sleeping mouse', 'EEG trace', 'clock']), outcome: 'drawn' },
  // Was: seven things, the story's hospital, plant and river beside the asked ones.
  {
    prompt: 'Graphical abstract for a paper on antibiotic resistance in hospital wastewater. Resistant bacteria leave the hospital in wastewater, pass through the treatment plant and reach the river. Draw a hospital, an arrow to a treatment plant, and an arrow to a river. Muted colours.',
    expect: flow(['hospital', 'treatment plant', 'river'], chain(['hospital', 'treatment plant', 'river'])),
    outcome: 'drawn',
  },
  { prompt: "a mouse (labelled 'WT') next to a mouse (labelled 'KO')", expect: set(['mouse', 'mouse']), captions: ['WT', 'KO'], outcome: 'drawn' },
  // Were: 50 Falcon tubes, 10 scale bars, "30 cm" drawn thirty times.
  { prompt: 'a 50 mL Falcon tube', expect: single('50 mL Falcon tube'), outcome: 'drawn' },
  { prompt: 'two 1.5 mL tubes', expect: single('1.5 mL tube'), counts: { '1.5 ml tube': 2 }, outcome: 'drawn' },
  { prompt: 'a ruler, 30 cm', expect: single('ruler', [], { labels: { ruler: '30 cm' } }), outcome: 'refused' },
  // Were refused: "label" after a heading's colon; "siphon" read as a verb.
  { prompt: 'the human skull: label the mandible, maxilla and cranium', expect: single('human skull', ['mandible', 'maxilla', 'cranium']), outcome: 'drawn' },
  { prompt: 'an octopus, with its arms, mantle and siphon labelled, beside a squid', expect: set(['octopus', 'squid'], { parts: { octopus: ['arms', 'mantle', 'siphon'] } }), outcome: 'drawn' },
  { prompt: 'a bicycle with frame, chain, pedals and brake labelled', expect: single('bicycle', ['frame', 'chain', 'pedals', 'brake']), outcome: 'drawn' },
  // Was: "Hurricanes form" drawn as one thing's name.
  { prompt: 'Hurricanes form over warm oceans', expect: flow(['hurricanes', 'warm oceans'], [['hurricanes', 'warm oceans']]), outcome: 'drawn' },
  // Was: a flow, though the chain ends where it began.
  { prompt: 'egg → chicken → egg', expect: loop(['egg', 'chicken']), outcome: 'drawn' },
  { prompt: 'a tornado next to a hurricane, both labelled with wind speeds', expect: set(['tornado', 'hurricane']), outcome: 'refused' },
  { prompt: 'two cells linked by gap junctions', expect: set(['cell', 'gap junctions']), counts: { cell: 2 }, outcome: 'refused' },
];
