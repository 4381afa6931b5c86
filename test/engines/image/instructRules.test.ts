// The rules of the instruction reader found by requests written before reading it: each is one
// general rule (a purpose after an edit, a size wished for, a list of colours, a hedge, a list of
// items, what is not needed), tried on words no rule names. The steps read are what a careful
// assistant would do; a request no step does as written is refused, never edited otherwise.
import type { Step } from '../../../engines/image/instruct/index.ts';
import { expectRefusal, expectSteps } from './support/instructExpect.ts';

const WHITE = [255, 255, 255, 255];
const ALL = ['left', 'right', 'top', 'bottom'];

const READ: Array<[string, Array<Partial<Step> | Record<string, unknown>>]> = [
  // A purpose said after the edit is not part of it.
  ['rotate it 2 degrees anticlockwise to level the bench', [{ op: 'rotate', degrees: -2 }]],
  ['increase the contrast to make the bands visible', [{ op: 'contrast', amount: 0.2, inMask: false }]],
  // Particles and shares of a turn.
  ['spin it round by 45 degrees to the right', [{ op: 'rotate', degrees: 45 }]],
  ['rotate 3/4 turn', [{ op: 'rotate', degrees: 270 }]],
  ['straighten it by 1.5 degrees anticlockwise', [{ op: 'rotate', degrees: -1.5 }]],
  // Sizes wished for, and sizes of the size.
  ['we need it 640px wide', [{ op: 'resize', by: 'width', pixels: 640 }]],
  ['scale so that it is 900 px tall', [{ op: 'resize', by: 'height', pixels: 900 }]],
  ['make the picture more big, by half', [{ op: 'resize', by: 'scale', factor: 1.5 }]],
  ['make it a third of the size', [{ op: 'resize', by: 'scale', factor: 1 / 3 }]],
  ['shrink to 25% of its original dimensions', [{ op: 'resize', by: 'scale', factor: 0.25 }]],
  ['make it smaller (about a quarter)', [{ op: 'resize', by: 'scale', factor: 0.25 }]],
  ['add a frame, 12px wide', [{ op: 'border', width: 12 }]],
  ['a 4-pixel-wide red frame please', [{ op: 'border', width: 4, colour: [255, 0, 0, 255] }]],
  ['20px white margin at the top for the title', [{ op: 'pad', sides: ['top'], amount: 20, unit: 'px', colour: WHITE }]],
  // Amounts after "crop" without "to" are cut off, as pixels are.
  ['crop the bottom 15%', [{ op: 'crop', region: { kind: 'trim', sides: ['bottom'], amount: 15, unit: 'percent' } }]],
  ['trim 8px all round', [{ op: 'crop', region: { kind: 'trim', sides: ALL, amount: 8, unit: 'px' } }]],
  ['get rid of the blank border round the plot', [{ op: 'crop', region: { kind: 'content' } }]],
  // A list of colours is one palette.
  ['use purple, gold and teal for the groups', [{ op: 'recolor', palette: ['#800080', '#ffd700', '#008080'] }]],
  ['apply these colours in order: black, red', [{ op: 'recolor', palette: ['#000000', '#ff0000'] }]],
  ['the bars are hard to tell apart, recolour them', [{ op: 'recolor', palette: null }]],
  ['colours for colour vision deficiency please', [{ op: 'recolor', palette: null }]],
  // The state the image must reach, said alone, asks for it: colours the reader cannot tell apart, a journal's colours.
  ['the blue and the orange lines cannot be told apart', [{ op: 'recolor', palette: null }]],
  ["my co-author can't tell the groups apart", [{ op: 'recolor', palette: null }]],
  ['this journal only takes greyscale figures', [{ op: 'grayscale' }]],
  ['it came out a little too bright', [{ op: 'brightness', amount: -0.1 }]],
  // A reader who cannot tell two hues apart is a colour-blind reader.
  ['make it work for people who cannot distinguish red and green', [{ op: 'recolor', palette: null }]],
  ['could the graph be readable for readers that can not tell green from red', [{ op: 'recolor', palette: null }]],
  // What the palette chosen must also do is the recolour's aim, not another edit.
  ['make it safe for colour-blind readers, also legible when photocopied', [{ op: 'recolor', palette: null }]],
  // The part the colours are for, said before a closing "instead", still names the marks.
  ['use navy, gold and grey for the lines instead', [{ op: 'recolor', palette: ['#000080', '#ffd700', '#808080'] }]],
  // What the writer marked in the mask, then the things pointed back at taken away.
  ['I masked the watermark. Remove it please.', [{ op: 'remove' }]],
  ['I have painted the scratches white in the mask; clean them up', [{ op: 'remove' }]],
  // Sizes a journal requires of the file it is sent, with the colours it is to be in.
  ['figures must be supplied 17 cm wide at 300 dpi', [{ op: 'resize', by: 'width', pixels: 2008 }]],
  ['2-column figure (180 mm) at 300 dpi', [{ op: 'resize', by: 'width', pixels: 2126 }]],
  ['supply the figure in monochrome at 900 px wide', [{ op: 'grayscale' }, { op: 'resize', by: 'width', pixels: 900 }]],
  ['the figure must be in black and white', [{ op: 'grayscale' }]],
  ['the background has to be plain white', [{ op: 'white_background' }]],
  // An edit said as done before the next is made first.
  ['after flipping it horizontally, add a 5 px border', [{ op: 'flip', axis: 'horizontal' }, { op: 'border', width: 5 }]],
  // Backgrounds said as what they are.
  ['strip the vignette, plain white please', [{ op: 'white_background' }]],
  ['the plot area is beige, make it white', [{ op: 'white_background' }]],
  ['a white background version please', [{ op: 'white_background' }]],
  ['grey tones only', [{ op: 'grayscale' }]],
  ['make it look like a photographic negative', [{ op: 'invert' }]],
  ['make the chart square by adding white space', [{ op: 'aspect_ratio', ratio: '1:1', fill: 'white' }]],
  // Panels: counts of places, what is left, what is not needed.
  ['just show the top two', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'place', unit: 'panels', vertical: 'top', count: 2 } } }]],
  ['crop so only panel C is left', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['C'] } } }]],
  ['could I have (d) by itself?', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['D'] } } }]],
  ['the right panels are not needed', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'except', selection: { by: 'place', unit: 'column', horizontal: 'right' } } } }]],
  ['keep B and D, chuck out the rest', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['B', 'D'] } } }]],
  // The mask named in other words.
  ['wipe out whatever I have painted', [{ op: 'remove' }]],
  ['the highlighted thing does not belong there', [{ op: 'remove' }]],
  ['smear the bit I selected', [{ op: 'blur', inMask: true }]],
  // What surrounds a request: greetings with a name, hedges, stories, lists, symbols.
  ['Hello team, greyscale please. Best wishes, Ana', [{ op: 'grayscale' }]],
  ['no idea if this is possible, but can you flip it vertically?', [{ op: 'flip', axis: 'vertical' }]],
  ['we photographed it under a desk lamp. Darken it slightly', [{ op: 'brightness', amount: -0.1 }]],
  ['rotate 180, the apparatus looks better that way', [{ op: 'rotate', degrees: 180 }]],
  ['the print shop needs that, make it 300px wide', [{ op: 'resize', by: 'width', pixels: 300 }]],
  ['the poster template wants 1500 px on the long edge, resize accordingly', [{ op: 'resize', by: 'longest', pixels: 1500 }]],
  ['it will be the cover image, so make it 4:5', [{ op: 'aspect_ratio', ratio: '4:5' }]],
  ['1) crop to panel B\n2) invert it', [{ op: 'crop' }, { op: 'invert' }]],
  ['* greyscale\n* 3px black border', [{ op: 'grayscale' }, { op: 'border', width: 3 }]],
  ['rotate 30º clockwise ✨', [{ op: 'rotate', degrees: 30 }]],
  ['blur it, σ = 4', [{ op: 'blur', sigma: 4 }]],
  ['make it ¼ of the size', [{ op: 'resize', by: 'scale', factor: 0.25 }]],
  // Sizes and room said in other shapes.
  ['make it 40% of the size', [{ op: 'resize', by: 'scale', factor: 0.4 }]],
  ['rescale by 0.8', [{ op: 'resize', by: 'scale', factor: 0.8 }]],
  ['shrink it to 1200 px maximum', [{ op: 'resize', by: 'longest', pixels: 1200 }]],
  ['set height to 500', [{ op: 'resize', by: 'height', pixels: 500 }]],
  ['700 tall', [{ op: 'resize', by: 'height', pixels: 700 }]],
  ['lose 12 pixels on the right', [{ op: 'crop', region: { kind: 'trim', sides: ['right'], amount: 12, unit: 'px' } }]],
  ['trim the left and right by 3% each', [{ op: 'crop', region: { kind: 'trim', sides: ['left', 'right'], amount: 3, unit: 'percent' } }]],
  ['extend the canvas upwards by 25px', [{ op: 'pad', sides: ['top'], amount: 25, unit: 'px' }]],
  ['extra room below the chart, 60px', [{ op: 'pad', sides: ['bottom'], amount: 60, unit: 'px' }]],
  ['give it a half turn', [{ op: 'rotate', degrees: 180 }]],
  ['add a grey edge of 6 px', [{ op: 'border', width: 6, colour: [128, 128, 128, 255] }]],
  ['i need 9/16', [{ op: 'aspect_ratio', ratio: '9:16' }]],
  ['palette = Wong', [{ op: 'recolor' }]],
  ['remove all colour information', [{ op: 'grayscale' }]],
  ['our house colours are #112233 and #445566, apply them', [{ op: 'recolor', palette: ['#112233', '#445566'] }]],
  ['white out the backdrop behind the rig', [{ op: 'white_background' }]],
  ['cut the microscope out onto white', [{ op: 'white_background' }]],
  // Panels by the letter they are labelled with, alone, or by the end of a row or column.
  ['give me the chart labelled D', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['D'] } } }]],
  ['C only', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['C'] } } }]],
  ['the last row', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'place', unit: 'row', vertical: 'bottom' } } }]],
  ['the plot in the bottom left corner', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'place', unit: 'panel', vertical: 'bottom', horizontal: 'left' } } }]],
  // What the writer grants cannot be done, or takes back, beside what it asks.
  ["I realise you can't fix the legend, but could you at least invert it?", [{ op: 'invert' }]],
  ['never mind the arrows, just flip it', [{ op: 'flip', axis: 'horizontal' }]],
  ['moving panels is probably not possible; make it 3:2 then', [{ op: 'aspect_ratio', ratio: '3:2' }]],
  ['colour figures cost more, so greyscale please', [{ op: 'grayscale' }]],
  ['the two lines clash, give them colour-blind safe colours', [{ op: 'recolor', palette: null }]],
  // Asked as a question, a wish or a suggestion.
  ['Could the figure be flipped vertically?', [{ op: 'flip', axis: 'vertical' }]],
  ['would a 4:5 version be possible?', [{ op: 'aspect_ratio', ratio: '4:5' }]],
  ['any chance of a greyscale copy?', [{ op: 'grayscale' }]],
  ['how about rotating it 180 degrees?', [{ op: 'rotate', degrees: 180 }]],
  ['is there any way to invert it?', [{ op: 'invert' }]],
  ['a square version would be ideal', [{ op: 'aspect_ratio', ratio: '1:1' }]],
  ["I'd love it in monochrome", [{ op: 'grayscale' }]],
  ['perhaps blur it slightly?', [{ op: 'blur', sigma: 1 }]],
  ['keep the left side only', [{ op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 0.5, bottom: 1 } }]],
  ['the lower 1/3 only', [{ op: 'crop', region: { kind: 'fraction', left: 0, top: 1 - 1 / 3, right: 1, bottom: 1 } }]],
  // The mask said in other words, and the masked area described before the edit of it.
  ['blur the bit I have marked (a name tag), heavily', [{ op: 'blur', sigma: 5, inMask: true }]],
  ['raise the contrast inside our mask by 10%', [{ op: 'contrast', amount: 0.1, inMask: true }]],
  ['sharpen only where I painted', [{ op: 'sharpen', inMask: true }]],
  ['the masked region is too bright, darken it', [{ op: 'brightness', amount: -0.2, inMask: true }]],
  // An amount said beside a hedge is the amount; a side after "in"; the white around as the margin.
  ['make it a tad smaller (80%)', [{ op: 'resize', by: 'scale', factor: 0.8 }]],
  ['shave 30px in the top', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 30, unit: 'px' } }]],
  ['remove the blank around the chart', [{ op: 'crop', region: { kind: 'content' } }]],
  // A quality named before the verb of changing it, as some languages order a request.
  ['brightness decrease 15%', [{ op: 'brightness', amount: -0.15 }]],
  // A figure by its number is the image; its number and letter are a panel.
  ['Fig. 3B please', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['B'] } } }]],
  ['make Fig 4 a little darker', [{ op: 'brightness', amount: -0.1 }]],
  // Colours kept, and a closing "save", ask for no step.
  ['leave the colours alone and flip it vertically', [{ op: 'flip', axis: 'vertical' }]],
  ['flip horizontally and save', [{ op: 'flip', axis: 'horizontal' }]],
  // A journal's column is a width; a verb of resizing said apart from its size.
  ['needs to be 1050px one column', [{ op: 'resize', by: 'width', pixels: 1050 }]],
  ['scale it; 640px high', [{ op: 'resize', by: 'height', pixels: 640 }]],
  // Where a background came from names which one it is.
  ['lose the grey background Prism adds', [{ op: 'white_background' }]],
  // "exactly" insists on an amount; the other side following asks for nothing a resize does not do.
  ['Height must be exactly 500 px, the width can follow', [{ op: 'resize', by: 'height', pixels: 500 }]],
  ['640px wide, keep the proportions', [{ op: 'resize', by: 'width', pixels: 640 }]],
  ['make it 900px wide. resize accordingly', [{ op: 'resize', by: 'width', pixels: 900 }]],
  // A journal's rule for its figures is one for this figure; "at 900px width" is 900 px wide.
  ['all figures must be 700px wide', [{ op: 'resize', by: 'width', pixels: 700 }]],
  ['the journal wants figures at 900px width', [{ op: 'resize', by: 'width', pixels: 900 }]],
  // A heading's colon ends it: what follows is the request.
  ['For the poster: crop to panel B, 800px wide', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['B'] } } }, { op: 'resize', by: 'width', pixels: 800 }]],
  // "full stop" between clauses ends the first; where the image is printed is context.
  ['rotate 90 degrees full stop it will be printed full stop', [{ op: 'rotate', degrees: 90 }]],
  // What not to do, or what to keep, is never done: set aside beside the edits asked for.
  ['no white background, just crop to content', [{ op: 'crop', region: { kind: 'content' } }]],
  ["don't make it greyscale, just rotate it 90 degrees", [{ op: 'rotate', degrees: 90 }]],
  ['rotate 90 but leave the background alone', [{ op: 'rotate', degrees: 90 }]],
  ['the text is fine, blur it slightly', [{ op: 'blur', sigma: 1 }]],
  ['without the grey background', [{ op: 'white_background' }]],
  ['without changing the colours, add 20px padding', [{ op: 'pad', sides: ALL, amount: 20, unit: 'px' }]],
  // "no colours at all" asks for none: only a verb of changing forbids.
  ['no colour please', [{ op: 'grayscale' }]],
];

const REFUSED: Array<[string, string, RegExp | null]> = [
  ['pixelate the licence plate', 'INSTRUCTION_NOT_SUPPORTED', /mask/],
  ["the label reads 'Contrl', it should be 'Control'", 'INSTRUCTION_NOT_SUPPORTED', /replace_text/],
  ['exchange green and purple', 'INSTRUCTION_NOT_SUPPORTED', /recolor/],
  ['swap to white-on-black', 'INSTRUCTION_NOT_SUPPORTED', /invert/],
  ['turn it over', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['make it smaller', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['I took it on my phone', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // A platform's header or banner has a shape of its own that no ratio here is.
  ['LinkedIn banner format', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ["I know you can't redraw it", 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // A label's words wished for without quotes; a colour space; a ratio the operation has not; colours kept and changed.
  ['the x axis should read Dose (mg/kg)', 'INSTRUCTION_NOT_SUPPORTED', /replace_text/],
  ['I need it in CMYK', 'INSTRUCTION_NOT_SUPPORTED', /CMYK/],
  ['make it 7:5', 'INSTRUCTION_NOT_UNDERSTOOD', /aspect_ratio/],
  ['keep the colours as they are, invert it', 'INSTRUCTION_NOT_SUPPORTED', /keep the colou?rs/],
  ['leave the background alone and make the background white', 'INSTRUCTION_NOT_SUPPORTED', /says what not to do/],
  // Tidying with nothing named and no mask pointed at is no removal.
  ['clean it up', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // A fault of one part is that part's: no adjustment of the whole picture is aimed at it.
  ['the axis labels are too faint', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['make the plot legible', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // A description of what an operation answers names it.
  ['the groups look too alike', 'INSTRUCTION_NOT_UNDERSTOOD', /recolor/],
  // Colours said of one part, or wanted without being named; a background in a colour; a shape by distortion.
  ['make the text black', 'INSTRUCTION_NOT_SUPPORTED', /recolor/],
  ['change the colours', 'INSTRUCTION_NOT_SUPPORTED', /recolor/],
  ['make the background cream', 'INSTRUCTION_NOT_SUPPORTED', /white_background/],
  ['stretch it to 16:9', 'INSTRUCTION_NOT_SUPPORTED', /aspect_ratio/],
];

describe('rules of the instruction reader, on words no rule names', () => {
  test.each(READ)('%s', expectSteps);
  test.each(REFUSED)('%s is refused', expectRefusal);
});
