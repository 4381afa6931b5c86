// Seventy edit instructions from researchers getting figures ready for a journal, written
// before reading the reader's code for them: printed sizes in mm, cm and inches at a dpi, "300 dpi
// TIFF", CMYK, greyscale for print, file-size limits, colour-blind-safe palettes, cleaning scans,
// typos and non-native English, several edits in one sentence, panels as "Fig. 2D", "(b)" or a
// place, and requests that need a mask, another operation, or that would change what the figure
// shows. Each has what a careful human assistant would do, or the refusal a client should see.
import type { Expected } from './researcherInstructions.ts';

const WHITE = [255, 255, 255, 255];
const BLACK = [0, 0, 0, 255];
const GREY = [128, 128, 128, 255];
const BLUE = [0, 0, 255, 255];
const ALL_SIDES = ['left', 'right', 'top', 'bottom'];

/** What a refusal may be when the words ask for something no operation does. */
const UNSUPPORTED = 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD';
const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'];

export const SUBMISSION_INSTRUCTIONS: Array<[string, string, Expected]> = [
  // Printed sizes and what journals ask for.
  ['grid', 'Journal wants 85 mm single column at 300 dpi, please resize', [{ op: 'resize', by: 'width', pixels: 1004 }]],
  ['heatmap', 'resize to 3.5 in wide @ 600dpi', [{ op: 'resize', by: 'width', pixels: 2100 }]],
  ['symbols', 'make it 180mm wide at 300 dpi and greyscale for print', [{ op: 'resize', by: 'width', pixels: 2126 }, { op: 'grayscale' }]],
  ['heatmap', 'height should be 60 mm at 300 dpi', [{ op: 'resize', by: 'height', pixels: 709 }]],
  ['grid', 'two-column width (170 mm), 300 dpi', [{ op: 'resize', by: 'width', pixels: 2008 }]],
  ['symbols', 'width 6.5 cm at 300dpi', [{ op: 'resize', by: 'width', pixels: 768 }]],
  ['grid', 'Figure must be 1500 px on the long side', [{ op: 'resize', by: 'longest', pixels: 1500 }]],
  ['scatter', 'greyscale version for the print edition please', [{ op: 'grayscale' }]],
  ['ggplot', 'Export as 300 dpi TIFF', { refuse: UNSUPPORTED, names: /dpi|TIFF/i }],
  ['whitegrid', 'convert to CMYK for the printer', { refuse: UNSUPPORTED, names: /CMYK/ }],
  ['micrograph', 'the file has to be under 5 MB, can you make it smaller', { refuse: UNSUPPORTED, names: /resize|size/ }],
  ['ggplot', 'crop off the top 10%, add 5 mm white margin at 300 dpi on all sides and convert to grayscale', [
    { op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 10, unit: 'percent' } },
    { op: 'pad', sides: ALL_SIDES as never, amount: 59, unit: 'px', colour: WHITE as never },
    { op: 'grayscale' },
  ]],
  // Colour-blind safety and palettes.
  ['whitegrid', 'Reviewer 2 says red and green are hard to tell apart, make it colour-blind safe', [{ op: 'recolor', palette: null }]],
  ['ggplot', 'pls make colours safe for colourblind readers (deuteranopia)', [{ op: 'recolor', palette: null }]],
  ['scatter', 'use the Okabe-Ito palette', [{ op: 'recolor', palette: OKABE_ITO }]],
  ['whitegrid', 'recolour the lines to black, grey and light grey', [{ op: 'recolor', palette: ['#000000', '#808080', '#d3d3d3'] }]],
  ['heatmap', 'use viridis instead', { refuse: UNSUPPORTED + '|COLOR_SCALE_NOT_SUPPORTED' }],
  // Typos and non-native English.
  ['grid', 'add a thin black boarder', [{ op: 'border', colour: BLACK as never }]],
  ['micrograph', 'please to make more bright the image, 10 percent', [{ op: 'brightness', amount: 0.1 }]],
  ['cat', 'rotate of 90° on the left', [{ op: 'rotate', degrees: -90 }]],
  ['astronaut', 'cut 50px in the bottom', [{ op: 'crop', region: { kind: 'trim', sides: ['bottom'], amount: 50, unit: 'px' } }]],
  ['coffee', 'contrast more high please', [{ op: 'contrast', sign: 1 }]],
  ['grid', 'I need only the panel B, and make it bigger two times', [{ panels: ['B'] }, { op: 'resize', by: 'scale', factor: 2 }]],
  ['heatmap', 'sharpness increase little bit', [{ op: 'sharpen', amount: 0.5 }]],
  ['twoPanels', 'please crop the left panel and put white margin 20 px around', [{ panels: ['A'] }, { op: 'pad', sides: ALL_SIDES as never, amount: 20, unit: 'px', colour: WHITE as never }]],
  ['symbols', 'Could you please doing the image more sharp and a little more big (150%)', [{ op: 'sharpen' }, { op: 'resize', by: 'scale', factor: 1.5 }]],
  ['whitegrid', 'I would like that you cut the white around', [{ op: 'crop', region: { kind: 'content' } }]],
  ['scatter', 'mirror image pls', [{ op: 'flip', axis: 'horizontal' }]],
  // Panels by letter, figure number and place.
  ['grid', 'take panel c out as a separate figure', [{ panels: ['C'] }]],
  ['grid', 'upper right panel only', [{ panels: ['B'] }]],
  ['grid', 'bottom row, then make it grayscale', [{ panels: ['C', 'D'] }, { op: 'grayscale' }]],
  ['grid', 'keep the right-hand column', [{ panels: ['B', 'D'] }]],
  ['grid', 'crop to (b)', [{ panels: ['B'] }]],
  ['grid', 'Fig. 2D only', [{ panels: ['D'] }]],
  ['grid', 'the first two panels', [{ panels: ['A', 'B'] }]],
  ['grid', 'panel 3', [{ panels: ['C'] }]],
  ['grid', 'Crop panel A. Rotate it 90°. Save.', [{ panels: ['A'] }, { op: 'rotate', degrees: 90 }]],
  ['grid', 'panels A and D', { refuse: 'PANEL_NOT_FOUND|INSTRUCTION_NOT_SUPPORTED' }],
  ['grid', 'remove panel D', { refuse: 'PANEL_NOT_FOUND|INSTRUCTION_NOT_SUPPORTED|MASK_REQUIRED' }],
  ['grid', 'swap panels B and C', { refuse: UNSUPPORTED }],
  ['twoPanels', 'put the two panels one above the other', { refuse: UNSUPPORTED }],
  ['grid', 'make panel B black and white', { refuse: UNSUPPORTED + '|MASK_REQUIRED', names: /mask/ }],
  // Cleaning scans.
  ['rotated', 'rotate 2.5° counter-clockwise to straighten the scan', [{ op: 'rotate', degrees: -2.5 }]],
  ['gradient', 'clean up the scan: white background and crop the empty margins', [{ op: 'white_background' }, { op: 'crop', region: { kind: 'content' } }]],
  ['micrograph', 'remove the dust spots', { refuse: 'MASK_REQUIRED' }],
  ['cat', 'get rid of the scratch on the left', { refuse: 'MASK_REQUIRED' }],
  ['scatter', 'increase contrast so the faint points show, and make the background pure white', [{ op: 'contrast', sign: 1 }, { op: 'white_background' }]],
  ['gradient', 'remove the gradient behind the plot', [{ op: 'white_background' }]],
  ['ggplot', 'get rid of the grey background ggplot gives', [{ op: 'white_background' }]],
  // Several edits in one sentence, none of them changing what the figure shows.
  ['heatmap', 'flip horizontally then rotate 90 clockwise', [{ op: 'flip', axis: 'horizontal' }, { op: 'rotate', degrees: 90 }]],
  ['whitegrid', 'make it 4:3 and add a 2px grey border', [{ op: 'aspect_ratio', ratio: '4:3' }, { op: 'border', width: 2, colour: GREY as never }]],
  ['micrograph', 'brighten a bit and sharpen, then crop to the left half', [
    { op: 'brightness', sign: 1 },
    { op: 'sharpen' },
    { op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 0.5, bottom: 1 } },
  ]],
  ['symbols', 'trim 20 px off each side and resize to 800 px wide', [
    { op: 'crop', region: { kind: 'trim', sides: ALL_SIDES as never, amount: 20, unit: 'px' } },
    { op: 'resize', by: 'width', pixels: 800 },
  ]],
  ['heatmap', 'resize to 50% and add a 1 px black frame', [{ op: 'resize', by: 'scale', factor: 0.5 }, { op: 'border', width: 1, colour: BLACK as never }]],
  ['whitegrid', 'Make the picture 16 by 9', [{ op: 'aspect_ratio', ratio: '16:9' }]],
  ['ggplot', 'keep the colours as they are but add a 5 px blue frame', [{ op: 'border', width: 5, colour: BLUE as never }]],
  ['micrograph', 'invert it so the cells are dark on white', [{ op: 'invert' }]],
  ['heatmap', 'upscale it 4x, it looks pixelated', [{ op: 'resize', by: 'scale', factor: 4 }]],
  // What needs a mask, another operation, or would change what the figure shows.
  ['ggplot', "change the y-axis label to 'Expression (a.u.)'", { refuse: UNSUPPORTED, names: /replace_text/ }],
  ['micrograph', 'the scale bar text is wrong, it should say 20 µm', { refuse: UNSUPPORTED, names: /replace_text/ }],
  ['scatter', 'make the legend font bigger', { refuse: UNSUPPORTED }],
  ['micrograph', 'add a 50 µm scale bar', { refuse: UNSUPPORTED }],
  ['ggplot', 'make the background transparent', { refuse: UNSUPPORTED }],
  ['cat', "blur the cat's face", { refuse: 'MASK_REQUIRED' }],
  ['whitegrid', 'make the background light grey', { refuse: UNSUPPORTED, names: /white_background/ }],
  ['scatter', 'delete the outlier at the top right', { refuse: UNSUPPORTED }],
  ['symbols', 'make the lines thicker', { refuse: UNSUPPORTED }],
  ['grid', 'make the panel letters bold', { refuse: UNSUPPORTED }],
  ['coffee', 'make it less saturated', { refuse: UNSUPPORTED }],
  ['ggplot', "add 'p < 0.05' above the bars", { refuse: UNSUPPORTED }],
];
