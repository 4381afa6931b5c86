// A sixteenth round of illustration prompts, on subjects and in voices the earlier rounds did not
// use (geology, astronomy, neuroscience, microbiology, engineering rigs, field sites; "draw me",
// "I need a figure showing", parts after a colon or in brackets, "connected to" chains,
// "surrounded by", counts, captions in quotes, "no labels"). Written before reading how the
// reader treats them and measured before any change for them: BEFORE_COUNTS.
// Each with the scene a careful reader would draw (test/corpora/illustrations/README.md) and what
// the reader delivers now: `drawn` (that scene exactly) or `refused`. Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

/**
 * `captions`: things drawn apart take these captions in order (`null` where a thing has none).
 * `counts`: a counted thing ("three astrocytes", "a pair of magnets") is one subject drawn that
 * many times. A setting ("a biofilm on a catheter") is written in the thing's label, as the
 * corpus reads "a patient in a hospital bed".
 */
export type CaptionedPrompt = OwnPrompt & { captions?: Array<string | null>; counts?: Record<string, number> };

const times = (noun: string, n: number): string[] => Array.from({ length: n }, () => noun);

export const OWN_PROMPTS_ROUND_16: CaptionedPrompt[] = [
  // geology and field sites
  { prompt: 'Draw me a cross-section of a volcano with labelled magma chamber, vent and crater', expect: single('volcano', ['magma chamber', 'vent', 'crater']), outcome: 'drawn' },
  { prompt: 'a cross-section of the Earth with labelled crust, mantle, outer core and inner core', expect: single('Earth', ['crust', 'mantle', 'outer core', 'inner core']), outcome: 'drawn' },
  { prompt: 'Rock cycle: igneous rock → sedimentary rock → metamorphic rock → back to igneous rock', expect: loop(['igneous rock', 'sedimentary rock', 'metamorphic rock'], { title: 'Rock cycle' }), outcome: 'drawn' },
  { prompt: 'Sketch a glacier with a moraine, crevasses and a meltwater lake', expect: single('glacier', ['moraine', 'crevasses', 'meltwater lake']), outcome: 'refused' },
  { prompt: 'an oceanic plate next to a continental plate, with an arrow from the oceanic plate to the trench', expect: flow(['oceanic plate', 'continental plate', 'trench'], [['oceanic plate', 'trench']]), outcome: 'refused' },
  { prompt: 'a soil core (with topsoil, subsoil, bedrock)', expect: single('soil core', ['topsoil', 'subsoil', 'bedrock']), outcome: 'drawn' },
  { prompt: 'A sediment core labelled "Core 7, 0-40 cm"', expect: single('sediment core', [], { labels: { 'sediment core': 'Core 7, 0-40 cm' } }), outcome: 'drawn' },
  { prompt: 'a borehole connected to a pump connected to a water tank', expect: flow(['borehole', 'pump', 'water tank'], chain(['borehole', 'pump', 'water tank'])), outcome: 'drawn' },
  { prompt: "Two sampling stations labelled 'upstream' and 'downstream' beside a river", expect: set(['sampling station', 'sampling station', 'river']), captions: ['upstream', 'downstream', null], outcome: 'drawn' },
  { prompt: 'I need a figure showing 5 quadrats along a transect', expect: set(['quadrat', 'transect']), counts: { quadrat: 5 }, outcome: 'refused' },
  { prompt: 'Thermometer, rain gauge and anemometer on a weather station mast', expect: set(['thermometer', 'rain gauge', 'anemometer']), outcome: 'drawn' },
  // A heading before a colon names the figure (the corpus's "Calvin cycle: ..."; round 7's "The layers of the Earth: ...").
  { prompt: 'Parts of a hydrothermal vent: chimney, plume, tube worms', expect: set(['chimney', 'plume', 'tube worms'], { title: 'Parts of a hydrothermal vent' }), outcome: 'drawn' },
  // astronomy
  { prompt: 'Planetary nebula (with white dwarf, ionised shell, outer halo)', expect: single('planetary nebula', ['white dwarf', 'ionised shell', 'outer halo']), outcome: 'drawn' },
  { prompt: 'Radio telescope → correlator → sky map', expect: flow(['radio telescope', 'correlator', 'sky map'], chain(['radio telescope', 'correlator', 'sky map'])), outcome: 'drawn' },
  { prompt: 'the sun surrounded by eight planets, no labels', expect: set(['sun', 'planet']), counts: { planet: 8 }, outcome: 'drawn' },
  { prompt: "Comet, asteroid and meteoroid in a row, titled 'Small bodies'", expect: set(['comet', 'asteroid', 'meteoroid'], { title: 'Small bodies' }), outcome: 'drawn' },
  { prompt: 'Moon phase cycle: new moon, first quarter, full moon, last quarter', expect: loop(['new moon', 'first quarter', 'full moon', 'last quarter'], { title: 'Moon phase cycle' }), outcome: 'drawn' },
  {
    prompt: 'Title: Relaying data from Mars. Rover → orbiter → Deep Space Network antenna → mission control',
    expect: flow(['rover', 'orbiter', 'Deep Space Network antenna', 'mission control'], chain(['rover', 'orbiter', 'Deep Space Network antenna', 'mission control']), { title: 'Relaying data from Mars' }),
    outcome: 'drawn',
  },
  { prompt: 'a pair of hydrophones beside a research buoy', expect: set(['hydrophone', 'research buoy']), counts: { hydrophone: 2 }, outcome: 'drawn' },
  // neuroscience
  { prompt: 'A neuron surrounded by three astrocytes', expect: set(['neuron', 'astrocyte']), counts: { astrocyte: 3 }, outcome: 'drawn' },
  { prompt: 'I need a figure showing an EEG cap with an arrow to an amplifier and an arrow from the amplifier to a computer', expect: flow(['EEG cap', 'amplifier', 'computer'], chain(['EEG cap', 'amplifier', 'computer'])), outcome: 'drawn' },
  { prompt: 'A synapse (with presynaptic terminal, synaptic cleft, postsynaptic membrane)', expect: single('synapse', ['presynaptic terminal', 'synaptic cleft', 'postsynaptic membrane']), outcome: 'drawn' },
  { prompt: 'Hippocampus → entorhinal cortex → neocortex', expect: flow(['hippocampus', 'entorhinal cortex', 'neocortex'], chain(['hippocampus', 'entorhinal cortex', 'neocortex'])), outcome: 'drawn' },
  { prompt: 'two neurons connected by a synapse', expect: set(['neuron', 'synapse']), counts: { neuron: 2 }, outcome: 'refused' },
  {
    prompt: 'Visual pathway: retina → optic nerve → optic chiasm → lateral geniculate nucleus → visual cortex',
    expect: flow(['retina', 'optic nerve', 'optic chiasm', 'lateral geniculate nucleus', 'visual cortex'], chain(['retina', 'optic nerve', 'optic chiasm', 'lateral geniculate nucleus', 'visual cortex']), { title: 'Visual pathway' }),
    outcome: 'drawn',
  },
  // A thing named with "a" before a colon and a list may own the list as parts or title a set: refused.
  { prompt: 'A patch-clamp rig: microscope, micromanipulator, amplifier, digitiser', expect: single('patch-clamp rig', ['microscope', 'micromanipulator', 'amplifier', 'digitiser']), outcome: 'refused' },
  { prompt: 'Two rats and a maze', expect: set(['rat', 'maze']), counts: { rat: 2 }, outcome: 'drawn' },
  // microbiology
  { prompt: "Draw me 3 petri dishes labelled 'control', 'ampicillin' and 'kanamycin'", expect: set(times('petri dish', 3)), captions: ['control', 'ampicillin', 'kanamycin'], outcome: 'drawn' },
  // A participle of joining between two things is an arrow named by it, as "connected to" is above.
  { prompt: 'A bacteriophage attached to a bacterium, no labels', expect: flow(['bacteriophage', 'bacterium'], [['bacteriophage', 'bacterium']]), outcome: 'drawn' },
  { prompt: 'A biofilm on a catheter', expect: single('biofilm'), outcome: 'drawn' },
  { prompt: 'Gram-positive vs Gram-negative cell wall', expect: compare('Gram-positive cell wall', 'Gram-negative cell wall'), outcome: 'drawn' },
  { prompt: 'I need a figure showing a Gram-negative bacterium (label the outer membrane, periplasm and inner membrane)', expect: single('Gram-negative bacterium', ['outer membrane', 'periplasm', 'inner membrane']), outcome: 'drawn' },
  { prompt: 'Draw me a mitochondrion with labels: outer membrane, inner membrane, cristae, matrix', expect: single('mitochondrion', ['outer membrane', 'inner membrane', 'cristae', 'matrix']), outcome: 'drawn' },
  { prompt: 'A tumour surrounded by immune cells', expect: set(['tumour', 'immune cells']), outcome: 'drawn' },
  // engineering rigs
  { prompt: 'I need a figure showing a seismometer connected to a data logger connected to a laptop', expect: flow(['seismometer', 'data logger', 'laptop'], chain(['seismometer', 'data logger', 'laptop'])), outcome: 'drawn' },
  { prompt: 'a load cell under a steel beam', expect: single('load cell'), outcome: 'drawn' },
  { prompt: 'wind turbine with labelled blades, nacelle and tower', expect: single('wind turbine', ['blades', 'nacelle', 'tower']), outcome: 'drawn' },
  { prompt: 'draw me an oscilloscope, no labels', expect: single('oscilloscope'), outcome: 'drawn' },
  { prompt: 'a pair of magnets facing each other', expect: single('magnet'), counts: { magnet: 2 }, outcome: 'drawn' },
  { prompt: 'Compressor → condenser → expansion valve → evaporator → back to the compressor', expect: loop(['compressor', 'condenser', 'expansion valve', 'evaporator']), outcome: 'drawn' },
];
