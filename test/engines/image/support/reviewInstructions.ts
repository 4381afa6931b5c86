// Fifty edit instructions as they arrive around a paper: e-mails with a greeting and a sign-off,
// reviewers' comments passed on ("Reviewer 2 asks that ..."), numbered lists of changes, parts
// of a figure by their names (the legend box, the inset, the scale bar, the colour bar), sizes on
// paper (cm, inches, dpi, "for a 2-column layout"), file formats and print ("as a TIFF",
// "grayscale for print"), and what needs a mask ("remove the watermark", "blur the patient's
// face"). Written before reading the reader's code for them, each with what a careful human
// assistant would do to a figure the project did not draw (fixtures/matplotlib).
import type { Expected } from './researcherInstructions.ts';

const WHITE = [255, 255, 255, 255];
const BLACK = [0, 0, 0, 255];
const ALL_SIDES = ['left', 'right', 'top', 'bottom'];

/** What a refusal may be when the words ask for something no operation does. */
const UNSUPPORTED = 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD';

export const REVIEW_INSTRUCTIONS: Array<[string, string, Expected]> = [
  // Letters: a greeting line, the request, a sign-off and a name.
  ['grid', 'Hi Sam,\n\nCould you crop the figure to panel C only?\n\nThanks,\nMaria', [{ panels: ['C'] }]],
  ['heatmap', 'Dear imaging team,\nplease convert the heatmap to grayscale for print.\nBest regards,\nDr. Okafor', [{ op: 'grayscale' }]],
  ['cat', "Hello,\nI'd be grateful if you could rotate this photo 90° anticlockwise.\nKind regards,\nTom", [{ op: 'rotate', degrees: -90 }]],
  ['whitegrid', 'Hey! quick one - can you add 20px of white padding on all sides? cheers, Ana', [{ op: 'pad', sides: ALL_SIDES as never, amount: 20, unit: 'px', colour: WHITE as never }]],
  ['twoPanels', 'Good morning,\n\nFor the revision we only need the right-hand panel. Could you crop to it?\n\nMany thanks\nJ. Lee', [{ panels: ['B'] }]],
  ['gradient', 'Hi, the journal wants a plain white background, no gradient. Thanks!', [{ op: 'white_background' }]],
  ['micrograph', 'Dear all, could you brighten the micrograph a little and add a 1 px black border? Best, K', [{ op: 'brightness', amount: 0.1 }, { op: 'border', width: 1, colour: BLACK as never }]],
  ['astronaut', 'Hello again!\nSame as last time please: flip it horizontally.\nCheers,\nPriya Raman', [{ op: 'flip', axis: 'horizontal' }]],
  ['rotated', 'Hi,\n\nA few small things for Fig. 2:\n- crop 20 px from the bottom\n- make it a bit brighter\n\nThanks so much,\nLea', [{ op: 'crop', region: { kind: 'trim', sides: ['bottom'], amount: 20, unit: 'px' } }, { op: 'brightness', sign: 1 }]],
  // Reviewers' comments, passed on.
  ['ggplot', 'Reviewer 2 asks that the grey background be removed.', [{ op: 'white_background' }]],
  ['scatter', 'Reviewer 1 asks that the colours be distinguishable for colour-blind readers.', [{ op: 'recolor', palette: null }]],
  ['micrograph', 'Reviewer 3: the image is too dark. Please increase the brightness by 20%.', [{ op: 'brightness', amount: 0.2 }]],
  ['grid', 'The reviewers asked us to show only the top row.', [{ panels: ['A', 'B'] }]],
  ['symbols', 'Reviewer 2 asks that we add error bars to the left plot.', { refuse: UNSUPPORTED }],
  ['heatmap', 'As reviewer 1 requested, please make the text readable.', { refuse: UNSUPPORTED }],
  ['grid', 'Reviewer 2 asks that panels C and D be removed; please also make the figure greyscale.', [{ panels: ['A', 'B'] }, { op: 'grayscale' }]],
  ['twoPanels', "Per the editor's request: crop to panel A and increase the contrast by 15%.", [{ panels: ['A'] }, { op: 'contrast', amount: 0.15 }]],
  ['whitegrid', "Reviewer comment: 'the figure is too small'. Please enlarge it by 50%.", [{ op: 'resize', by: 'scale', factor: 1.5 }]],
  ['rotated', 'The reviewer would like the figure rotated 90 degrees clockwise.', [{ op: 'rotate', degrees: 90 }]],
  // Numbered lists of changes.
  ['grid', '1. crop to panels A and B\n2. convert to greyscale\n3. add a 10 px white border', [{ panels: ['A', 'B'] }, { op: 'grayscale' }, { op: 'border', width: 10, colour: WHITE as never }]],
  ['cat', 'Changes:\n1) rotate 180°\n2) sharpen slightly', [{ op: 'rotate', degrees: 180 }, { op: 'sharpen', amount: 0.5 }]],
  ['astronaut', '(1) flip horizontally (2) increase contrast by 10% (3) resize to 50%', [{ op: 'flip', axis: 'horizontal' }, { op: 'contrast', amount: 0.1 }, { op: 'resize', by: 'scale', factor: 0.5 }]],
  ['whitegrid', 'Two things: a) trim 10 px off the top, b) make it 16:9', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 10, unit: 'px' } }, { op: 'aspect_ratio', ratio: '16:9' }]],
  ['weeks', '1. keep only panels A and B\n2. save it as a TIFF', { refuse: UNSUPPORTED, names: /conversions/ }],
  // Parts of a figure by their names.
  ['scatter', 'remove the legend box', { refuse: 'MASK_REQUIRED' }],
  ['whitegrid', 'move the legend box outside the plot', { refuse: UNSUPPORTED }],
  ['micrograph', "the scale bar has to go, it's the wrong length", { refuse: 'MASK_REQUIRED' }],
  ['micrograph', 'make the scale bar thicker', { refuse: UNSUPPORTED }],
  ['heatmap', 'change the colour bar to viridis', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD|COLOR_SCALE_NOT_SUPPORTED' }],
  ['ggplot', 'enlarge the inset', { refuse: UNSUPPORTED }],
  ['symbols', 'erase the inset in the top corner', { refuse: 'MASK_REQUIRED' }],
  ['heatmap', 'crop off the colour bar', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD|MASK_REQUIRED' }],
  // Sizes on paper.
  ['astronaut', 'resize to 5 cm wide at 300 dpi', [{ op: 'resize', by: 'width', pixels: 591 }]],
  ['cat', 'make it 2 inches tall at 150 dpi', [{ op: 'resize', by: 'height', pixels: 300 }]],
  ['scatter', 'make it 8.5 cm wide for a 2-column layout at 600 dpi', [{ op: 'resize', by: 'width', pixels: 2008 }]],
  ['ggplot', 'resize it for a 2-column layout', { refuse: UNSUPPORTED }],
  ['whitegrid', 'it needs to be 17.8 cm wide (double column), 300 dpi', [{ op: 'resize', by: 'width', pixels: 2102 }]],
  ['rotated', 'resize to 3.5 inches wide', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /dpi/ }],
  ['symbols', 'add a 2 mm white border at 300 dpi', [{ op: 'border', width: 24, colour: WHITE as never }]],
  ['astronaut', 'please crop 1 cm off the top at 300 dpi', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 118, unit: 'px' } }]],
  ['heatmap', 'export it at 300 dpi', { refuse: UNSUPPORTED, names: /conversions/ }],
  // File formats and print.
  ['micrograph', 'save it as a TIFF', { refuse: UNSUPPORTED, names: /conversions/ }],
  ['heatmap', 'grayscale for print', [{ op: 'grayscale' }]],
  ['whitegrid', 'we print in black & white, so please make a greyscale version', [{ op: 'grayscale' }]],
  ['ggplot', 'convert to CMYK for print', { refuse: UNSUPPORTED }],
  ['coffee', 'sharpen it a little, then save as JPEG', { refuse: UNSUPPORTED }],
  // What needs a mask.
  ['cat', 'remove the watermark', { refuse: 'MASK_REQUIRED' }],
  ['astronaut', "blur the patient's face", { refuse: 'MASK_REQUIRED' }],
  ['coffee', 'get rid of the watermark in the bottom right corner', { refuse: 'MASK_REQUIRED' }],
  ['micrograph', 'blur the background but not the cell', { refuse: 'MASK_REQUIRED' }],
];
