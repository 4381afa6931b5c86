// Turns an instruction into a canonical lower-case form and splits it into clauses, so the
// grammar (interpret.ts) matches a few fixed shapes instead of every spelling: units are
// glued to their numbers ("10 pixels" -> "10px", "15°" -> "15deg"), British and American
// spellings meet, two-word names become one word, and fillers ("please", "the image") go.
import { isCourtesy, isGreeting, SHARE_WORDS, shareOfWords, tokens, undictate } from '../../language/index.ts';
import { COMPOUND_COLOUR, parseColour } from './colours.ts';
import { unframed } from './letter.ts';
import { markPanelLetters } from './panelWords.ts';
import { withoutAttribution } from './reported.ts';
import { lastWordWins } from './selfCorrection.ts';

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

export function normalise(text: string): string {
  // Dictated: "... comma then sharpen full stop" (the shared layer), and a last "full stop" alone.
  // "full stop" between two clauses ends the first: in an edit it is never a halt ("trim 3 mm full stop it will be printed ...").
  const written = undictate(listed(unframed(text).replace(/(\d)\s*[\u00ba\u02da]/g, '$1\u00b0').normalize('NFKC')))
    .replace(/\s+(?:full stop|period)[.!]?\s*$/i, '')
    .replace(/\s+full stop[.!]?\s+(?=\S)/gi, '. ');
  let t = markPanelLetters(written).toLowerCase();
  t = t.replace(/[\u2018\u2019`]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2212\u2013\u2014]/g, '-');
  t = t.replace(/(\d),(\d{3})\b/g, '$1$2');
  // "Fig. 2", "Suppl. Fig. 3": an abbreviation's full stop ends no sentence.
  t = t.replace(/\b(fig|figs|suppl|supp|approx|resp|ca)\.\s*(?=[\ds])/g, '$1 ');
  // "Per the editor's request:", "Reviewer 2 comment:": who asked is not what.
  t = withoutAttribution(t);
  // "300 d.p.i.": the unit with its letters stopped.
  t = t.replace(/\b([dp])\.p\.i\b\.?/g, '$1pi');
  // Emoji are tone; an ellipsis ends a clause as a full stop does; "1⁄2" (from "½") is a fraction.
  t = t.replace(/\p{Extended_Pictographic}\ufe0f?/gu, ' ').replace(/\.{2,}/g, '.').replace(/\u2044/g, '/');
  // "½ the size", "1/4 of the size": the share as a word the size readers know.
  t = t.replace(/\b1\/(2|3|4)(?= (?:of )?(?:the |its )?(?:size|original|dimensions)\b)/g, (_m: string, d: string) => ({ '2': 'half', '3': 'third', '4': 'quarter' })[d]!);
  // "blur σ=2", "radius = 3": the blur's sigma by its symbol, its value after "=".
  t = t.replace(/\u03c3/g, ' sigma ').replace(/\b(sigma|radius)\s*=\s*(?=\d)/g, '$1 ');
  t = t.replace(/\u00b0/g, ' degrees ');
  t = t.replace(/\bgrey/g, 'gray').replace(/colour/g, 'color').replace(/\bcentre\b/g, 'center');
  t = t.replace(/\bcolou?r[- ]?blind(?:ness)?\b|\bcvd\b|\bcolou?r[- ]vision[- ]deficien(?:t|cy|cies)\b/g, 'colorblind');
  t = t.replace(/\bcb[- ]?(safe|friendly)\b/g, 'colorblind $1');
  // "for someone who can't tell red from green": a reader who cannot tell two hues apart is a colour-blind reader.
  t = t.replace(/\b(?:someone|somebody|anyone|people|readers?|viewers?|those|a person|persons) (?:who|that) (?:can't|cannot|can not|couldn't|could not) (?:tell|distinguish|differentiate) (?:the )?(?:difference between )?(red|green|blue|yellow)s? (?:from|and) (red|green|blue|yellow)s?(?: apart)?\b/g, (m: string, a: string, b: string) => (a === b ? m : 'colorblind readers'));
  // "16/9": a ratio written as a fraction (shares of a whole, "1/2", "2/3", are not ratios).
  t = t.replace(/\b(16|9|4|3|5|21)\/(9|16|3|4|2|5)\b(?! ?(?:of|px|%))/g, (m: string, a: string, b: string) => (['16/9', '9/16', '4/3', '3/2', '5/4', '4/5', '21/9'].includes(`${a}/${b}`) ? `${a}:${b}` : m));
  // "palette = Okabe-Ito", "background = white": a setting written with "=" names its value.
  t = t.replace(/\b(palette|colou?rs?|background|bg|format|ratio|aspect ratio|border|rotation|rotate|brightness|contrast|size|width|height)\s*=\s*/g, '$1 ');
  // "white out the background": whiten it.
  t = t.replace(/\bwhite out\b/g, 'whiten');
  // "the background behind the microscope": what stands in front of a background names which one it is.
  t = t.replace(/\b(background|backdrop)\s+(?:behind|around)\s+(?:the\s+|my\s+|our\s+)?[a-z]+\b/g, '$1');
  // "cut the setup out onto white", "cut the instrument out and put it on white": the thing cut out is put on white.
  t = t.replace(/\b(?:cut|crop|isolate|mask) ((?:the |my |our )?[a-z' -]+?) out (?=on |onto |against )/g, 'put $1 ');
  t = t.replace(/\b(?:cut|crop|mask) ((?:the |my |our )?[a-z' -]+?) out(?:,? and| then|,) (?:put|place|set|paste|drop) (?:it|them) (?=on |onto |against )/g, 'put $1 ');
  // "light-on-dark", "white-on-black": a scheme of ink on ground, said as one word.
  t = t.replace(/\b([a-z]+)-on-([a-z]+)\b/g, '$1 on $2');
  t = t.replace(/\bblack[\s-]*(?:and|&|\/|n)[\s-]*white\b|\bb\s*[&/]\s*w\b/g, 'blackwhite');
  t = t.replace(/\bupside-down\b/g, 'upside down').replace(/\bany more\b/g, 'anymore');
  // The asking around a request, said at length: "would it be possible to", "I was wondering if you could".
  t = t.replace(/\b(?:(?:would|will) it be possible (?:for you )?to|is (?:it )?possible (?:for you )?to|(?:i was|i'm|i am) wondering if you could|i wonder if you could|i(?:'d| would) (?:really )?appreciate it if you could|(?:i|we)(?:'d| would) like (?:that|if) you(?: could| would| can| to)?|(?:i|we)(?:'d| would) be (?:very |really |most |so |extremely )?(?:grateful|thankful|glad|happy|delighted|obliged) if you (?:could|would|can)|it(?:'d| would) be (?:great|nice|helpful|wonderful|lovely|fantastic|brilliant|amazing|ideal|good) if you (?:could|would|can)|would you mind|do you mind|would you be so kind as to)\b\s*/g, '');
  // "... but don't change anything else": what already holds of every edit.
  t = t.replace(/,?\s*(?:\b(?:but|and)\s+)?(?:please\s+)?\b(?:don't|do not|dont)\s+(?:change|touch|alter|modify|edit)\s+anything\s+else\b/g, '');
  t = t.replace(/,?\s*(?:\b(?:but|and)\s+)?\b(?:leave|keep)\s+everything\s+else\s+(?:as (?:it )?is|alone|unchanged|the same|untouched)\b/g, '');
  // Smileys and kisses: tone, not words.
  t = t.replace(/(?:^|\s)[:;]-?[)(dp3]+(?=\s|$)|(?:^|\s)\(:(?=\s|$)|\s+x+\s*$/g, ' ');
  t = numberWords(t);
  t = t.replace(/\b(?:counter|anti)[- ]?clockwise\b|\bccw\b/g, 'counterclockwise').replace(/\bcw\b/g, 'clockwise');
  // "I would like that the image has white borders", "we want that the figure is greyscale": a wish for a state,
  // in the order other languages say it, is the edit that gives it.
  t = t.replace(/\b(?:i|we)(?:'d| would)? (?:like|want|wish|prefer)(?: it)? that (?:the |this |my |our )?(?:image|picture|photo|figure|plot|chart|it) (?:(has|have|gets|get)|(?:is|be|becomes|become)) /g, (_m: string, having: string | undefined) => (having ? 'add ' : 'make it '));
  // "in the clockwise direction", "in clockwise sense": the way of a turn said with the noun of a way.
  t = t.replace(/\bin (?:a |the )?(clockwise|counterclockwise) (?:sense|direction|way|manner|fashion|orientation)\b/g, '$1');
  t = t.replace(/\b(left|right)[- ]hand\b/g, '$1');
  t = t.replace(/\b(?:upper|top)[- ]?(left|right)\b/g, 'top$1').replace(/\b(?:lower|bottom)[- ]?(left|right)\b/g, 'bottom$1');
  // "the panel of right down", "the down left panel": a corner said side first, or by up and down, as some languages say it.
  t = t.replace(/\b(of|the|at|in) (left|right)[- ](up|upper|top|down|lower|bottom)\b/g, (_m: string, before: string, side: string, level: string) => `${before} ${/^(?:up|upper|top)$/.test(level) ? 'top' : 'bottom'}${side}`);
  t = t.replace(/\b(of|the|at|in) (up|down)[- ](left|right)\b/g, (_m: string, before: string, level: string, side: string) => `${before} ${level === 'up' ? 'top' : 'bottom'}${side}`);
  // "make to the photo a black frame": the thing given said after "make to", as some languages say it.
  t = t.replace(/\bmake (?:to|at) (the (?:photo|image|picture|figure|chart|graph|plot|micrograph|scan)|it|this) (?=an? )/g, 'give $1 ');
  t = t.replace(/\bupper (half|third|quarter|two thirds|1\/2|1\/3|1\/4|2\/3|3\/4|\d+(?:\.\d+)?\s*%)/g, 'top $1').replace(/\blower (half|third|quarter|two thirds|1\/2|1\/3|1\/4|2\/3|3\/4|\d+(?:\.\d+)?\s*%)/g, 'bottom $1');
  // "keep everything except the bottom quarter": what is kept by exclusion is the rest, the part named cut off.
  t = t.replace(/\b(?:(?:keep|leave|retain|i want|i need) )?(?:everything|all(?: of it)?|the rest) (?:except|but|apart from|other than|besides)(?: for)? (?:the )?((?:top|bottom|left|right|upper|lower) (?:half|third|quarter|two thirds|\d+(?:\.\d+)?\s*%))(?![\w%])/g, 'cut off the $1');
  // "keep the right side only", "just the left side": a side kept is that half.
  t = t.replace(/^((?:please |can you |could you )?(?:keep |just |only |i want |i need )(?:only |just )?(?:the )?)(left|right)(?:-hand)? side\b(?! (?:of|off|away|margin|edge|border))/, '$1$2 half');
  // "the top left and top right panels": two corners that make a row or a column are it.
  t = t.replace(/\b(topleft|topright|bottomleft|bottomright)\s*(?:and|&|,|\+)\s*(?:the\s+)?(topleft|topright|bottomleft|bottomright)(?= (?:panels?|plots?|graphs?|charts?|subplots?|ones?|figures?)\b)/g, (m: string, a: string, b: string) => {
    const pair = [a, b].sort().join(' ');
    return ({ 'topleft topright': 'top row of', 'bottomleft bottomright': 'bottom row of', 'bottomleft topleft': 'left column of', 'bottomright topright': 'right column of' } as Record<string, string>)[pair] ?? m;
  });
  t = t.replace(/\b(left|right|top|bottom)\s*(?:and|&|,)\s*(?:the\s+)?(left|right|top|bottom)\b/g, '$1+$2');
  t = t.replace(/\b(left|right|top|bottom)\+(left|right|top|bottom)\s*(?:and|&|,)\s*(left|right|top|bottom)\b/g, '$1+$2+$3');
  // "a 3-pixel-wide frame", "a 10-degree turn": a unit joined to its number by a hyphen.
  t = t.replace(/(\d+(?:\.\d+)?)-(?=(?:pixels?|px|percent|degrees?|deg|mm|cm|inch(?:es)?)\b)/g, '$1 ').replace(/\b(pixels?|px|mm|cm)-(wide|thick|tall|high)\b/g, '$1 $2');
  t = physicalLengths(t);
  t = t.replace(new RegExp(`${NUMBER}\\s*(?:px|pixels?)(?![a-z])`, 'g'), '$1px');
  // "downsample so the long edge is 2000 px", "downscale to 1000 px": a resize whose way the size says.
  t = t.replace(/\b(?:down|up)[- ]?(?:sample|scale|size)(?= (?:it |this |the image )?(?:so|to) )/g, 'resize');
  // "800 by 800 pixels": a width and a height in pixels, as "800 x 800 px".
  t = t.replace(/\b(\d+) by (\d+px)\b/g, '$1x$2');
  // "800 wide", "600 tall": a bare size beside the side it measures is pixels.
  t = t.replace(/\b(\d{2,5}) (wide|tall|high|across)\b/g, '$1px $2');
  // "figures must be 800px wide", "the journal wants figures at 800px width": a journal's rule for its figures is one for this figure.
  t = t.replace(/\b(?:all |submitted |the )*(?:figures|images|graphics|halftones|photographs|photos|micrographs|artwork)(?= (?:must|should|need to|needs to|have to|are to|at) )/g, 'it');
  t = t.replace(/\bat (\d+px) (?:in )?(width|height)\b/g, (_m: string, n: string, side: string) => `${n} ${side === 'width' ? 'wide' : 'high'}`);
  // "1004px single column", "two-column width (2008px)": a journal's column is a width.
  t = t.replace(/\b(\d+px)\s*,?\s*\(?(?:single|one|1|double|two|2|full|half|1\.5)[- ]?(?:page[- ])?columns?\)?(?: width| wide)?(?![\w-])/g, '$1 wide');
  t = t.replace(/\b(?:single|one|1|double|two|2|full|half|1\.5)[- ]?(?:page[- ])?columns? (?:width|wide)\b\s*\(?\s*(\d+px)\s*\)?/g, 'width $1');
  // "resize to single column: 89 mm", "double column = 183 mm": the column named, then its size.
  t = t.replace(/\b(?:single|one|1|double|two|2|full|half|1\.5)[- ]?(?:page[- ])?columns?\s*[:=]\s*\(?\s*(\d+px)\s*\)?(?: (?:width|wide))?/g, '$1 wide');
  // "resize, 800px wide", "800px wide, please resize": a verb of resizing said apart from its size.
  t = t.replace(/\b(resize|rescale|scale)(?: it)?\s*[,;:]\s+(?=\d+px\b)/g, '$1 to ');
  t = t.replace(/\b(\d+px (?:wide|high|tall|across|width|height))\s*[,;.]\s*(?:please |and |so )?(?:resize|rescale|scale)(?: it)?(?: accordingly| to (?:that|this|fit))?(?: please)?(?=\s*$|\s*[.!])/g, '$1');
  // "1024 px max", "max 1024 px", "no larger than 1000 px": the size to make it.
  t = t.replace(/\b(\d+px)(?: (?:max(?:imum)?|at most|tops))\b/g, '$1').replace(/^(?:max(?:imum)?|at most|no (?:larger|bigger) than|not (?:larger|bigger) than) (?=\d+px\b)/, 'resize to ');
  t = t.replace(new RegExp(`${NUMBER}\\s*(?:%|percents?\\b|per cents?\\b|pct\\b)`, 'g'), '$1%');
  // "brighten by a fifth", "darken it by one tenth": a share by which an amount changes is that percentage. Halves,
  // thirds and quarters are read as the shares of a size or a part they name ("shrink by a third", "the top quarter").
  t = t.replace(new RegExp(`\\bby (${SHARE_WORDS})\\b`, 'g'), (m: string, share: string) => (/\b(?:half|halves|thirds?|quarters?|fourths?)$/.test(share) ? m : `by ${Math.round(shareOfWords(share)! * 1000) / 10}%`));
  // "90 grades", "90 grad": degrees as some languages name them.
  t = t.replace(new RegExp(`${NUMBER}\\s*(?:degrees?|degs?|grades?|grads?)\\b`, 'g'), '$1deg');
  t = t.replace(new RegExp(`${NUMBER}\\s*(?:[x\u00d7](?![0-9a-z])|times\\b|fold\\b)`, 'g'), '$1times');
  // Amounts said another way: "by a factor of 2" is 2 times; "about 5 degrees" is 5 degrees (an
  // instruction gives one amount, and a hedge does not change it); "16 by 9" is the ratio 16:9.
  t = t.replace(new RegExp(`\\bby (?:a )?factor (?:of )?${NUMBER}\\b`, 'g'), 'by $1times');
  // "say 20%" hedges an amount, "exactly 60 mm" insists on it; "it should say 20 µm" wishes for a label's words, kept.
  t = t.replace(new RegExp(`\\b(?:about|around|roughly|approximately|approx\\.?|circa|ca\\.|some|maybe|like|exactly|precisely|(?<!\\b(?:should|must|would|could|will|shall|to|does|do|did|it|that|which) )say)\\s+(?=[+-]?\\d)|~\\s*(?=\\d)`, 'g'), '');
  // "more small", "more big": the comparative said with "more", as some languages form it.
  t = t.replace(/\bmore (small|big|large|wide|narrow|tall|short)\b/g, (_m: string, a: string) => ({ small: 'smaller', big: 'bigger', large: 'larger', wide: 'wider', narrow: 'narrower', tall: 'taller', short: 'shorter' })[a]!);
  // "make it smaller, 600 px": the amount said after the comparison belongs to it.
  // "smaller (about half)", "bigger (twice the size)": the amount in brackets is the comparative's.
  t = t.replace(/\b(smaller|bigger|larger)\s*\((?:about|around|roughly|approx\.?|maybe|say|like|~)?\s*(half|a third|a quarter|one third|one quarter|\d+(?:\.\d+)?\s*%)(?: (?:the )?(?:size|original size))?\)/g, (_m: string, c: string, a: string) => `${c} to ${a.replace(/^(?:a|one) /, '')}`);
  // "a little bigger (150%)": an amount said beside a hedge is the amount; the hedge only softened it.
  t = t.replace(/\b(?:a little(?: bit)?|a bit|a touch|a tad|slightly|somewhat) ([a-z]{3,}er) (?=(?:to |by )?\d+(?:\.\d+)?(?:px|%|times)(?!\w))/g, '$1 ');
  t = t.replace(/\b(smaller|bigger|larger|wider|narrower|taller|shorter),\s+(?=\d+(?:\.\d+)?(?:px|%|times)(?:\s|$|[,.;?!])|(?:to|by|down to|up to) (?:the |a |one )?(?:half|third|quarter|two thirds|three quarters|\d+(?:\.\d+)?(?:px|%))(?:\s|$|[,.;]))/g, '$1 ');
  // "make smaller the image": the quality said before the thing, as some languages order it.
  t = t.replace(/\b(make|do|get|render) ([a-z]+er|more [a-z]+|less [a-z]+) ((?:the |this |my )?(?:image|picture|photo|figure|fig|micrograph|plot|chart|graph))\b/g, '$1 $3 $2');
  // "smaller, half": half said after the comparative is its amount (by half and to half are one size; "a third" could be either).
  t = t.replace(/\b(smaller),\s+(?=(?:the |a |one )?half(?:\s|$|[,.;!?]))/g, '$1 to ');
  // "portrait, 9:16", "make it wider, 16:9": a shape said beside the ratio that has it is one request.
  t = t.replace(/\b(portrait|landscape|widescreen|wider|taller),\s+(?=\d{1,2}:\d{1,2}\b)/g, '$1 ').replace(/\b(\d{1,2}:\d{1,2}),\s+(?=(?:portrait|landscape|widescreen)\b)/g, '$1 ');
  // "do a rotation of 90 degrees", "apply a crop": an edit named as a noun is its verb.
  t = t.replace(/\b(?:do|make|apply|perform|give it|carry out) (?:a |an |the )?(rotation|flip|flipping|mirroring|crop|cropping|resize|resizing|sharpening|inversion)(?: of| by)?\b/g, (_m: string, noun: string) => ({ rotation: 'rotate', flip: 'flip', flipping: 'flip', mirroring: 'mirror', crop: 'crop', cropping: 'crop', resize: 'resize', resizing: 'resize', sharpening: 'sharpen', inversion: 'invert' })[noun]!);
  t = t.replace(/\b(\d{1,2}) ?(?:by|to) ?(\d{1,2})\b(?! ?(?:px|%|deg|times))/g, '$1:$2');
  t = t.replace(COMPOUND_COLOUR, '$1$2');
  // "sky blue", "forest green", "hot pink": two words that are one CSS colour name.
  t = t.replace(/\b([a-z]+) (blue|green|red|pink|gray|yellow|purple|violet|brown|orange|white|cyan|magenta)\b/g, (m: string, a: string, b: string) => (!/^(?:and|or|to|in|with|the|a|of|make|use|into|is|are)$/.test(a) && parseColour(`${a}${b}`) && !parseColour(a) ? `${a}${b}` : m));
  // "blue/orange": colours listed with slashes are one list.
  t = t.replace(/\b([a-z]+)((?:\/[a-z]+)+)\b/g, (m: string, a: string, more: string) => {
    const list = [a, ...more.split('/').filter(Boolean)];
    return list.length >= 2 && list.every((c) => parseColour(c) !== null) && !/(?:red|blue|green|yellow)\/(?:green|yellow|red|blue) colorblind/.test(t) ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : m;
  });
  // "red-green colour blindness": the kind of colour blindness, not two colours.
  t = t.replace(/\b(?:red-green|red\/green|blue-yellow|blue\/yellow) (?=colorblind)/g, '');
  t = t.replace(/\bwhite space\b/g, 'whitespace');
  // "use blue, orange and green for the lines": a list of colours is one palette, not three clauses.
  t = t.replace(/(?<![\w#])(#?[a-z0-9]+)((?:\s*,\s*#?[a-z0-9]+)+)?\s*,?\s*(?:and|&)\s*(#?[a-z0-9]+)(?=\s*(?:$|[,.;!?]|(?:for|please|instead|respectively|in that order|as|colors?|palette|to the)\b))/g, (m: string, a: string, more: string | undefined, z: string) => {
    const list = [a, ...(more ?? '').split(',').map((c) => c.trim()).filter(Boolean), z];
    return list.length >= 2 && list.every((c) => parseColour(c) !== null && c !== 'transparent') ? list.join(' ') : m;
  });
  // "in the lab colour #00457C": whose colour it is names no more than the colour.
  t = t.replace(/\b(?:(?:our|the|my|their) )?(?:lab|lab's|house|brand|corporate|company|department|group|institute|university|journal)(?:'s)? colou?r\s*[,:]?\s*(?=#[0-9a-f]{3,6}\b)/g, '');
  // "make the canvas square without cropping": a ratio never crops; saying so asks nothing more.
  if (/\b(?:\d{1,2}:\d{1,2}|square|widescreen|aspect|ratio|portrait|landscape|canvas|pad|extend)\b/.test(t)) t = t.replace(/,?\s*(?:but |and )?(?:without (?:any )?(?:cropping|crop|cutting)(?: (?:anything|any of it|it))?(?: off)?|(?:with )?no cropping|(?:don't|do not|dont) crop(?: anything| it)?)\b/g, '');
  // "flip both ways": both mirrors.
  t = t.replace(/\bflip (?:it )?(?:both ways|in both directions|both directions)\b/g, 'flip horizontally and flip vertically');
  // "square format with a white border around it": a frame wanted beside the edit is an edit of its own.
  t = t.replace(/(?<=\w)\s+with (?:a |an )?((?:\d+(?:\.\d+)?px |thin |thick )?(?:[a-z#0-9]+ )?(?:border|frame|outline)(?: around(?: it)?)?)(?=\s*(?:$|[,.;!?]))/g, (m: string, frame: string) => (/^(?:[a-z#0-9]+ )?(?:border|frame|outline)/.test(frame) && !parseColour(frame.split(' ')[0]!) && !/^(?:\d|thin|thick|border|frame|outline)/.test(frame) ? m : `, add a ${frame}`));
  // "add 20px of white on all sides": room in a colour is padding of it.
  t = t.replace(/\b(add|put|leave|give it) (\d+(?:\.\d+)?(?:px|%)) of (white|black|gray|[a-z]+)\b(?! (?:padding|margin|space|border|frame|whitespace))/g, (m: string, verb: string, n: string, colour: string) => (parseColour(colour) ? `${verb} ${n} ${colour} padding` : m));
  // "a 4:3 version with white background": the background wanted beside the edit is an edit of its own.
  t = t.replace(/\s+with (?:an? )?(?:plain |pure |solid |clean )?white (background|backdrop|bg)\b/g, ', white $1');
  // "background -> white": an arrow says what becomes what.
  t = t.replace(/\s*(?:->|=>|\u2192)\s*/g, ' to ');
  // "the grey background ggplot gives", "the background that matplotlib adds": where a background came from names which one it is.
  t = t.replace(/\b(background|backdrop)\s+(?:that |which )?(?:[a-z0-9]+ ){1,2}(?:gives?|adds?|draws?|puts?|creates?|generates?|produces?|defaults? to)(?: (?:it|you|me|us|by default|in))?(?=$|[\s,.;!?])/g, '$1');
  // "the grey shading behind the plot" is its background.
  t = t.replace(/\b(background|backdrop)\s+(?:behind|under|underneath)\s+(?:the\s+)?(?:plot|chart|graph|data|figure|bars|lines|points|curves|panels?)\b/g, '$1');
  t = t.replace(/\b(?:shading|shade|gradient|vignette|fill|tint|colou?r|area|space(?=\s+behind))\s+(?:behind|under|underneath)\s+(?:the\s+)?(?:plot|chart|graph|data|figure|bars|lines|points|curves|panels?)\b/g, 'background');
  // "white instead of grey", "rather than the grey": what it is now, said beside what it should be.
  // Only of a background: "use red instead of green" maps one colour onto another, which recolor does not do (refusals.ts).
  // The background named only in what it is now ("white instead of black background") stays named.
  t = t.replace(/\s*\b(?:instead of|rather than|in place of)\s+(?:(?:the|that|this|those|these|its|it's|current|existing|ugly|old|default|original|standard|boring|dull)\s+)*[a-z#0-9-]+(?:\s+(?:one|ones|background|colou?rs?))?\b/g, (m: string) => {
    if (!/\b(?:background|backdrop|bg)\b/.test(t)) return m.replace(/\b(?:instead of|rather than|in place of)\b/, 'instead');
    return /\b(?:background|backdrop|bg)\b/.test(m) && !/\b(?:background|backdrop|bg)\b/.test(t.replace(m, '')) ? ' background' : '';
  });
  // "pure white, not off-white": a colour denied beside the one asked for.
  t = t.replace(/(?<=\b(?:white|black|gray|[a-z]+)),?\s+(?:and\s+)?not\s+(?:an?\s+)?((?:off-)?[a-z]+)(?=\s*(?:[,;.!?]|$))/g, (m: string, colour: string) => (parseColour(colour) || /^off-/.test(colour) ? '' : m));
  t = t.replace(/\b(one|two|three|four|five|nine|sixteen|twenty-one) (?:by|to|x) (one|two|three|four|five|nine|sixteen|twenty-one)\b/g, (_m, a: string, b: string) => `${NUMBER_WORDS[a]}:${NUMBER_WORDS[b]}`);
  t = t.replace(/\((\d+:\d+)\)/g, ' $1 ');
  // "blur (2 px)": an amount in brackets is the amount.
  t = t.replace(/\((\d+(?:\.\d+)?(?:px|%|deg|times)|#[0-9a-f]{3}(?:[0-9a-f]{3})?)\)/g, ' $1 ');
  t = t.replace(/\b(?:(?:shades|tones|levels) of gray|gray(?:[- ]?(?:tones?|shades|levels|values|colors)))\b/g, 'grayscale');
  t = t.replace(/\b(to|keep|only|down to) its (left|right|top|bottom|first|last|upper|lower)\b/g, '$1 the $2');
  // "unsharp mask(ing)": the sharpening filter's name, no mask of the request's.
  t = t.replace(/\bunsharp[- ]mask(?:ing)?\b/g, 'sharpen');
  // "cut out the instrument and put it on white": the thing cut out is what is put on the background.
  t = t.replace(/\b(?:cut out|isolate|extract|segment|mask out|crop out) ((?:the |my |our )?[a-z' -]+?)(?:,? and| then|,) (?:put|place|set|paste|drop) (?:it|them) (?=on |onto |against )/g, 'put $1 ');
  // "... for printing", "for publication": what the result is for, said with a gerund or a use.
  t = t.replace(/(?<=\w)\s+for (?:printing|print|publication|publishing|submission|posting|presenting|presentation|projection|the web|web|online use)\b/g, '');
  // "on its own", "by itself": alone.
  t = t.replace(/\b(?:on (?:its|their|it's) own|by (?:itself|themselves)|(?<!\b(?:each|every|all)\b.*)as its own (?:image|file|figure|picture|png|plot))\b/g, 'alone');
  // "panel 2", "panels 1 and 2": panels numbered in reading order.
  t = t.replace(/\b(?:panels?|plots?|subplots?|graphs?) ([1-6](?:\s*(?:,|and|&|\+)\s*[1-6])*)\b(?![\d.:%]|\s*(?:px|deg|times))/g, (_m: string, list: string) => `${list.split(/\D+/).filter(Boolean).map((n) => ['1st', '2nd', '3rd', '4th', '5th', '6th'][Number(n) - 1]).join('+')} panels`);
  // "the second row, first column", "row 2, column 1": one panel, where a row and a column cross.
  const line = String.raw`(?:(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) (?:row|column)|(?:row|column) [1-9])`;
  t = t.replace(new RegExp(String.raw`\b(${line})\s*,\s*(?:the |in the |in )?(?=${line}\b)`, 'g'), '$1 ');
  // "the first and second panels": one list of places in reading order.
  t = t.replace(/\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th) (?:and|&|,) (?=(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)\b)/g, '$1+');
  // "both sides (left and right)": the brackets name the sides.
  t = t.replace(/\b(?:(?:both|each|all|the|two) )?(?:sides|edges) \(((?:left|right|top|bottom)(?:\+(?:left|right|top|bottom))+)\)/g, '$1');
  t = lastWordWins(t);
  t = dropAsides(t);
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * A request written as a list: one item a line ("- crop to panel A", "1) greyscale", "2. add a
 * border"). Each item is a clause of its own; the markers are not words.
 */
function listed(text: string): string {
  // Numbered or lettered on one line ("1) crop to A 2) greyscale", "two things: a) trim ..., b) ...")
  // only when its first two markers are there in order: "panel (b)" alone is no list.
  const numbered = /(?:^|\s)(?:\(1\)|1\))\s.*\s(?:\(2\)|2\))\s/s.test(text);
  const lettered = /(?:^|\s)a\)\s.*\sb\)\s/s.test(text);
  return text
    .replace(/(^|\n)\s*(?:[-*\u2022\u2013]|\d{1,2}[.)]|\(\d{1,2}\)|[a-e]\))\s+/g, '$1')
    .replace(/[,;]?\s(?:\d{1,2}\)|\(\d{1,2}\))\s+/g, (m: string) => (numbered ? '; ' : m))
    .replace(/[,;]?\s[a-h]\)\s+/g, (m: string) => (lettered ? '; ' : m))
    .replace(/\s*\n+\s*/g, '; ');
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Amounts written in words before their unit: "ninety degrees", "forty-five degrees", "fifty percent", "a hundred pixels". */
function numberWords(t: string): string {
  const word = String.raw`(?:(?:a|one) hundred(?: and)?(?: |-)?)?(?:(?:${TENS.filter(Boolean).join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.join('|')})|(?:a|one) hundred`;
  return t.replace(new RegExp(`\\b(${word})(?= (?:degrees?|degs?|pixels?|px|percent|per cent|%|times|fold)\\b)`, 'g'), (m: string) => {
    let n = /hundred/.test(m) ? 100 : 0;
    for (const part of m.replace(/(?:a|one) hundred(?: and)?/, '').split(/[- ]/).filter(Boolean)) {
      if (TENS.includes(part)) n += TENS.indexOf(part) * 10;
      else if (UNITS.includes(part)) n += UNITS.indexOf(part);
    }
    return String(n);
  });
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, nine: 9, sixteen: 16, 'twenty-one': 21 };

/** Parts of a figure an edit may be for. */
const FIGURE_PART = /\b(?:background|backdrop|bg|bars?|lines?|points?|dots?|markers?|border|frame|panels?|groups?|series|curves?|clusters?|conditions?|categories|category|control|treated|treatment|plot area)\b/;

/**
 * Why, not what: a reason or purpose that follows an instruction ("... so I can put a caption
 * under it", "... because the journal charges for colour", "(it's going behind text on a
 * slide)") says nothing the edit must do, so it is set aside before the clauses are read. An
 * aside in brackets is set aside when it holds no number, side, colour or panel, which would
 * be part of the instruction ("cut 10% off both sides (left and right)").
 */
function dropAsides(t: string): string {
  // "crop so that only panel A remains", "... so it's just the top half": what is left is what the edit keeps.
  t = t.replace(/\bso(?: that)? (?:only|just) ([^,;.!?]+?) (?:remains?|is left|are left|stays?|survives?|is kept|are kept)(?=\s*(?:[,;.!?]|$))/g, 'to only $1');
  t = t.replace(/\bso(?: that)? (?:it's|it is|its|there's|there is) (?:only|just) ([^,;.!?]+?)(?= left)?(?: left)?(?=\s*(?:[,;.!?]|$))/g, 'to only $1');
  // A letter alone in brackets is a panel's label, never an aside.
  // "(it's about 5 degrees anticlockwise)": an aside saying how the image is, with its amount, is a description of its own.
  // "(it leans about 3 degrees clockwise)": the same with a verb of how it stands.
  t = t.replace(/\s*\(((?:it's|it is|its|it was|this is|that's|it (?:leans|tilts|slants|slopes|sits))\s[^()]*\d[^()]*)\)\s*/g, '; $1; ');
  let out = t.replace(/\(([^()]*)\)/g, (m, inside: string) => (/\d|\b(?:left|right|top|bottom|all|both|panel_\w+)\b|#[0-9a-f]{3}|^\s*[a-z]\s*$|^\s*(?:widescreen|square|portrait|landscape|panoramic|greyscale|grayscale|blackwhite)\s*$/.test(inside) ? m : ' '));
  // A reason holding an amount is part of the instruction: "resize so the width is 1000 px".
  // After an amount too: "cut off the bottom 20% because the bench is distracting".
  out = out.replace(/(?<=[\w%])\s*,?\s+(?:so that|so|because|since|cause|coz|cos|as otherwise|otherwise|to match|in order to)\s+(?:i|we|it|its|it's|they|the|students|people|readers|this|that|my|our|there's|there is|there will be)\b[^,;.!?]*/g, (m: string) => (/\d+(?:\.\d+)?(?:px|%)/.test(m) ? m : ''));
  // "... as per the journal guidelines", "... according to my supervisor": whose wish it is, not what to do.
  out = out.replace(/(?<=[\w%])\s*,?\s+(?:as per|according to)\s+[^,;.!?]*/g, (m: string) => (/\d/.test(m) ? m : ''));
  // "make it print friendly for a black and white journal": a destination that takes only greys says the state the image
  // must reach, said first so that what asks to suit it is read with it.
  const greys = /(?:\s*,\s*|\s+)for (?:a|an|the|our|my) (blackwhite|grayscale|monochrome) ([a-z]+)/.exec(out);
  if (greys) out = `the ${greys[2]} is ${greys[1]}; ${out.replace(greys[0], '')}`;
  // "..., easier to print", "..., better for the slides": how the result serves, said without a verb of its own.
  out = out.replace(/,\s*(?:(?:it's|its|it is|it'll be|that's|so it's) )?(?:much |a lot |way |far )?(?:easier|better|nicer|cleaner|clearer|simpler) (?:to|for|in|on) [^,;.!?]*/g, '');
  // "... for my poster", "... for the slides": where the result goes, not what it is.
  // After a verb of exchange, "for" names what comes instead ("swap the colours for the Okabe-Ito ones").
  // "for the background", "for the bars (instead)": a part of the figure is what the edit is for, not where it goes.
  // Said first: "For a PowerPoint slide, 16:9"; a heading's colon ends it ("For the supplement: keep panels A and C, ..."), a ratio's does not.
  out = out.replace(/^for (?:my|our|the|a|an|his|her|their|your) (?:[^,;.!?:]|:(?=\d))*[,;.:]\s*(?=\S)/, (m: string) => (FIGURE_PART.test(m) ? m : ''));
  // "For the revision we only need panel B": a purpose said first runs to the writer who asks (as the shared splitRequest reads it).
  out = out.replace(/(^|[.;!?]\s+)for (?:my|our|the|a|an|this|his|her|their|your) [^,;.!?:]{1,60}? (?=(?:we|i) )/g, (m: string, lead: string) => (FIGURE_PART.test(m) ? m : lead));
  out = out.replace(/(?:(?<=\w)|,)\s+for (?:my|our|the|a|an|his|her|their|your) [^,;.!?]*/g, (m: string, at: number) =>
    /\b(?:swap|swapp?ing|swapped|exchange|trade|switch|replace|substitute)\b[^,;.!?]*$/.test(out.slice(0, at)) || FIGURE_PART.test(/\S+$/.exec(m.trim().replace(/(?:\s+(?:instead|please|pls|too|thanks|as well))+$/, ''))?.[0] ?? '') || /\b(?:background|backdrop|bg)\b/.test(m) ? m : m.startsWith(',') ? ',' : '',
  );
  return out;
}

/** Where one instruction ends and the next begins. "black and white" and "left and right" were joined first. */
// "the photo is also a bit bright": "also" after a verb of being adds to what is said of the image, and starts no instruction.
// "the red and green are hard to tell apart": an "and" joining two things that one verb is said of is no break.
// "can't tell the red and the green apart": an "and" between two colours joins two things, whatever is said of them.
const SEPARATOR = /\s*(?:[;,!?]|\.(?=\s|$)|\s[-+]\s|&|\b(?:and then|and also|and afterwards|and(?! [a-z]+(?: [a-z]+)? (?:are|were|look|seem|appear|both) )(?!(?<=\b(?:red|green|blue|orange|purple|yellow|pink|brown|grey|gray|cyan|magenta|teal|violet) and) (?:the )?(?:red|green|blue|orange|purple|yellow|pink|brown|grey|gray|cyan|magenta|teal|violet)\b)|then|afterwards|after that|(?<!\b(?:is|are|was|were|it's|that's|looks?|seems?) )also|finally|next|plus)\b)\s*/;

export function clauses(normalised: string): string[] {
  return normalised
    .split(SEPARATOR)
    .flatMap(atColon)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/**
 * "straighten it: rotate 3 degrees", "crop to panel A but make it grey", "... but don't resize": a colon or "but"
 * before a verb, or "but" before what not to do, starts another instruction; before a value ("aspect ratio: 4:3") or a thing
 * ("everything but panel C") it does not.
 */
/** The edits' own verbs, which the tagger may take for nouns or adjectives ("flip it", "crop to B"). */
const EDIT_VERB = /^(?:crop|trim|flip|mirror|rotate|resize|rescale|shrink|enlarge|invert|convert|pad|remove|erase|sharpen|blur|brighten|darken|lighten|recolou?r|whiten|extract|keep)\b/;

function atColon(clause: string): string[] {
  const m = /:\s|\sbut\s/.exec(clause);
  if (!m) return [clause];
  const after = clause.slice(m.index + m[0].length).trim();
  // "I know it's a lot to ask but could you flip it": a request opened after "but".
  // A colon stays with what it ends ("Changes:"), so a heading reads as one.
  if (tokens(after)[0]?.pos === 'VERB' || EDIT_VERB.test(after) || (m[0].trim() === 'but' && /^(?:not\s+[a-z]+(?:ed|en)\b|(?:don't|do not|dont|never|no need to)\s)/.test(after)) || /^(?:(?:could|can|would|will) (?:you|u|we|i)|please|pls)\b/.test(after)) return [clause.slice(0, m.index + (m[0].trim() === ':' ? 1 : 0)), ...atColon(after)];
  const rest = atColon(after);
  return [`${clause.slice(0, m.index + m[0].length)}${rest[0]}`, ...rest.slice(1)];
}

/**
 * The asking around a request: "could you", "can we", "I'd like", and "I just need" before
 * what is wanted ("I want the top half": the top half is what to keep).
 */
const POLITE_START = /^(?:(?:any chance (?:of|you could|to)|is there (?:a |any )?way to|is there (?:a |any )?chance (?:of|to)|how about|what about|maybe|perhaps|possibly|ideally|try(?: to)?|please try(?: to)?|(?:i|we)(?:'d| would) love(?: it)?(?: to)?|at least|at the very least|but|so|and so|ok so|okay so|anyway|anyways|please|pleas|plese|plase|pleae|kindly|would it be possible to|is it possible to|would you be able to|could you possibly|i was wondering if you could|i wonder if you could|i'd appreciate it if you could|i would appreciate it if you could|(?:do you )?mind|urgent|quick one|(?:can|could|may) (?:i|we) (?:have|get)|can you|could you|would you|will you|can we|could we|i want you to|i'd like you to|i would like you to|i need you to|i want to|i'd like to|i would like to|i need to|let's|lets|go ahead and|just|now|first(?! (?:two|three|four|five|six|\d|one|panel|plot|row|column|half|third|quarter))|also|then|and|lastly|finally|pls|plz|can u|could u|to|(?:i|we)(?:'d| would)? (?:only |just |really |much )?(?:want|need|like|prefer|rather have)(?! to\b| you\b)|(?:only |just )?(?:need|want|wanna)(?! to\b| you\b))\s+)+/;
const POLITE_END = /(?:\s+(?:would be (?:better|great|nice|ideal|good|perfect|lovely|preferable|best|helpful|amazing)|(?:would|will|might|could|should) (?:really )?help|(?:would|will|is) (?:be )?(?:possible|doable)|be possible|if (?:that's|that is|it's) possible|please|pls|plz|for (?:me|him|her|them|us)|thanks|thank you|thx|as well|too|lol|instead|if possible|if you can|if you could|if you don't mind|asap|when you (?:get|have) (?:a )?(?:chance|moment|minute|sec)|quickly|real quick|x+))+$/;
const ONLY_POLITE = /^(?:please|thanks|thank you|ok|okay|that's all|that is all|first|firstly|then|next|finally|lastly|also|and|after that)$/;
/** "not sure this is possible", "probably impossible", "I know it's a lot to ask": a hedge on whether it can be done. */
const HEDGE = /^(?:(?:i'm |i am |im )?not sure (?:if |whether )?(?:this|it|that)(?:'s| is)? ?(?:possible|doable|feasible)|(?:this is |it's |its |that's )?(?:probably|maybe|possibly|likely) (?:impossible|not possible|a long shot|tricky|difficult|hard)|(?:this|it|that) (?:might|may) (?:be|not be) (?:impossible|possible|a long shot|tricky|difficult|hard)|(?:i )?(?:know|realise|realize) (?:it's|its|this is|that's) (?:a lot to ask|a long shot|a big ask|tricky|a pain)|no idea if (?:this|it|that)(?:'s| is) (?:possible|doable)|(?:long shot|big ask|sorry|sorry to bother you))$/;
/**
 * A clause that only hurries, points back or says nothing else is to change ("no rush", "that
 * would be great", "as discussed", "leave everything else as is", "the colours are fine", a
 * closing "Save.", "the width can follow": a resize keeps proportions): no edit. Greetings, thanks and
 * sign-offs are the shared layer's (language/requests.ts: isGreeting, isCourtesy).
 */
const NO_EDIT = /^(?:no rush|no hurry|no pressure|asap|urgent|quick one|quick request|if possible|if you can|as discussed|as agreed|as before|same as (?:last time|before)|(?:that|this|it) would be (?:great|awesome|amazing|perfect|lovely|helpful|brilliant|fantastic|much appreciated)|would be (?:great|awesome|amazing|perfect|lovely|helpful|brilliant|fantastic)|(?:just )?(?:that|this)(?: is all)?|nothing else|(?:and )?(?:leave|keep) everything else(?: as (?:it )?is| alone| unchanged| the same)?|(?:and |then )?(?:save|export)(?: it| this| that| result)?|(?:and |with |but )?(?:the )?(?:width|height|other side|other dimension)(?: can| will| should| may| is to)? (?:follow|adjust|scale|in proportion|proportionally|accordingly|as it comes|whatever it is)(?: (?:in proportion|proportionally|accordingly|automatically))?|(?:and |but )?(?:keep|preserve|maintain) (?:the )?(?:proportions|aspect ratio|aspect)|(?:but |and )?(?:the |all )?(?:[a-z-]+ ){0,3}(?:is|are|looks?|seems?) (?:fine|ok|okay|good|great|perfect|correct)(?: as (?:it is|they are|is))?(?: otherwise)?|(?:but )?(?:don't|do not) (?:change|touch) anything else|(?:i|we) appreciate it|much appreciated|appreciated|ok\??|okay\??|(?:i|we)(?:'d| would)? (?:want|need|like)(?: it| this| that)?)$/;

/** Phrases that point at the mask: the engine uses the mask anyway, but a clause naming it needs one. */
const MASK_PHRASE = /\b(?:(?:only|just) )?(?:(?:in|inside|within|under|on|of|at|over) )?(?:the |this |that )?(?:(?:masked|marked|selected|highlighted) (?:area|region|part|zone|pixels|portion|spot|object|objects|section|thing|things|bit|stuff)|(?:area|region|part|bit|portion|section|spot|zone|pixels|whatever|what|everything|anything|thing|stuff)(?: is| lies)? (?:under|in|inside|covered by|within|beneath|below) (?:the |my |our |your )?mask|(?:bit|area|region|part|spot|object|zone|section|thing|things|stuff|what|whatever|everything|anything) (?:i|we|you)(?:'ve| have)? (?:masked|marked|selected|highlighted|painted)(?: out| in| off| over| white| in white)?|where (?:the mask is|(?:i|we)(?:'ve| have)? (?:masked|marked|painted)|it's masked)|(?:my|our|your) mask|mask(?:ed)?|selection)(?: only)?\b/g;

// "make fig 2 a bit brighter": a figure by its number is the image.
const IMAGE_WORDS = /\b(?:(?:of|in|on|from|for) )?(?:(?:the|this|my|our|whole|entire|full) )*(?:(?:figure|fig) \d+(?![\w%]|\.\d)|(?:graphical|visual) abstract|toc graphic|image|picture|pic|figure|fig|photo|photograph|graphic|illustration|diagram|micrograph|photomicrograph|scan|screenshot|snapshot|thing|file|it|this)(?:'s)?(?![\w-])/g;

const ARTICLES = /\b(?:the|a|an|some)\b/g;

export interface Clause {
  /** The clause as the researcher wrote it (normalised), for messages. */
  said: string;
  /** What the grammar matches: fillers and articles gone. */
  core: string;
  /** True when the clause names the mask ("blur the masked area"). */
  namesMask: boolean;
  /** True when the clause is the whole instruction: a size said alone ("800px wide") is then the size wanted. */
  alone?: boolean;
}

/**
 * "after rotating 90 degrees, trim 20 px": an edit said as done before the next is that edit, in
 * the order written. Only "after" and "once": "before X-ing" would reverse the order said.
 */
function afterDoing(core: string): string {
  const m = /^(?:after|once)(?: you(?:'ve| have)?)? ([a-z]+ing)\b(.*)$/.exec(core);
  if (!m) return core;
  const gerund = tokens(`${m[1]}${m[2]}`)[0];
  return gerund && gerund.pos === 'VERB' && gerund.lemma !== gerund.lower ? `${gerund.lemma}${m[2]}` : core;
}

export function stripFillers(said: string): Clause {
  // "border: 2px": a colon that stayed inside a clause labels what follows.
  let core = said.replace(/["']+$|^["']+/g, '').replace(/:\s+/g, ' ');
  // "same as last time please": what says no edit, with the asking around it.
  const ended = core.replace(/[!.?]+$/, '');
  const bare = ended.replace(POLITE_END, '');
  if (ONLY_POLITE.test(core) || [ended, bare].some((c) => NO_EDIT.test(c) || HEDGE.test(c)) || isCourtesy(core) || isGreeting(core)) return { said, core: '', namesMask: false };
  core = afterDoing(core);
  const namesMask = MASK_PHRASE.test(core);
  MASK_PHRASE.lastIndex = 0;
  core = core.replace(MASK_PHRASE, ' ');
  // "the photo of the setup", "the picture showing the rig": what the picture shows, said at the clause's end to name it.
  core = core.replace(/\b(?:image|picture|pic|figure|photo|photograph|micrograph|scan|shot) (?:of|showing) (?:(?:the|my|our|a|an) )?(?!(?:to|into|in|on|at|by|with|from|for)\b)[a-z][a-z'-]*(?: (?!(?:to|into|in|on|at|by|with|from|for)\b)[a-z][a-z'-]*){0,2}$/, 'image');
  // "convert the heatmap to grayscale": a figure named by its kind, where the kind is the whole figure, is the image.
  core = core.replace(/\b(?:the|this|my|our|whole|entire) heat ?map\b(?! (?:color|palette|scale|style|colormap))/g, 'the image');
  core = core.replace(IMAGE_WORDS, ' ');
  core = core.replace(ARTICLES, ' ');
  core = core.replace(/\s+/g, ' ').trim();
  core = core.replace(POLITE_START, '').replace(POLITE_END, '').trim();
  // "could the image be rotated by 90 degrees", "can panel C be cropped out": a passive question asks for the edit.
  core = core.replace(/^(?:could|can|would|will|may|might|should) (?:(.+?) )?be ([a-z]+(?:ed|en|wn|ght))\b ?(.*)$/, (_m: string, subject: string | undefined, participle: string, rest: string) => `${participle} ${subject ?? ''} ${rest}`.replace(/\s+/g, ' ').trim());
  // "would a 16:9 version be possible": what is asked about is the edit.
  core = core.replace(/^(?:would|could|is|are|will) (.+?)(?: be)? (?:possible|doable|an option)$/, '$1').replace(/ (?:version|copy|variant)$/, '');
  // "panel B has to be its own figure": each modal of need says what "should be" says.
  core = core.replace(/\b(?:has|have|needs|need|ought) to be\b/g, 'should be').replace(/\bmust be\b/g, 'should be');
  // "(it) should be rotated 90 degrees", "has to be greyscale", "should be in greyscale": what it should be is the edit.
  core = core.replace(/^(?:should|must|needs to|need to|has to|have to|ought to|is to|to) be\s+/, '');
  // "(I'd love it) in black and white": the state it should be in.
  core = core.replace(/^(?:in|as) (?=\S)/, '');
  // "the background must be white", "the image should be rotated 90 degrees": a thing's state wished for is the edit.
  core = core.replace(/^(?!.*\b(?:not|n't)\b)([a-z][a-z' -]*?) (?:should|must|needs to|need to|has to|have to|ought to) be ([a-z]+(?:ed|en|wn|ght))\b ?(.*)$/, '$2 $1 $3').replace(/^(?!.*\b(?:not|n't)\b)([a-z][a-z' -]*?) (?:should|must|needs to|need to|has to|have to|ought to) be ((?:in |pure |plain |solid |clean )?[a-z#0-9:]+)$/, 'make $1 $2');
  // "it needs a 5px white border", "it should have a black frame": a frame or margin the image is wished to have is added.
  core = core.replace(/^(?!.*\b(?:not|n't|no)\b)(?:(?:it|this|that)(?: really| also)? )?(?:needs|should have|must have|has to have|needs to have|ought to have|requires) ((?:an? )?(?:[a-z0-9#:]+ ){0,3}(?:border|frame|outline|margin|padding)\b.*)$/, 'add $1');
  // "that beige backdrop has to go", "panel D can go": a thing that is to go is removed.
  core = core.replace(/^(?:that |this |those |these )?(.+?) (?:has to|have to|needs to|need to|must|should|can|could|may) (?:go|be gone|be removed|disappear)(?: away)?$/, 'remove $1');
  core = core.replace(/^(?:can|could|may|should) (?:that |this |those |these )?(.+?) (?:go|be removed|disappear)(?: away)?$/, 'remove $1');
  // "the bottom panels aren't needed", "this thing shouldn't be there": what is not wanted is to go.
  core = core.replace(/^(?:that |this |those |these )?(.*?) ?(?:(?:is|are)(?:n't| not) (?:needed|necessary|wanted|required)(?: anymore)?|(?:is|are) (?:unnecessary|redundant|superfluous|not needed)|(?:should(?:n't| not)|does(?:n't| not)|do(?:n't| not)) (?:be there|be here|belong(?: there| here)?))$/, 'remove $1');
  // "a white background version", "an inverted copy": the edit asked as a version of the image.
  core = core.replace(/ (?:version|copy|variant|edition)(?: of)?$/, '');
  // "make it look like a negative": what it should look like is what it should be.
  core = core.replace(/^(make|get|have) look(?: like)? /, '$1 ');
  // "a film negative", "a photographic negative": the negative of an image.
  core = core.replace(/\b(?:film|photo|photographic) negative\b/g, 'negative');
  return { said, core: particleFirst(imperative(core)), namesMask };
}

/**
 * An edit said as its result ("panel B, rotated 90 degrees", "cropped to the content") or as a
 * doing ("would you mind rotating it") is the edit: a clause that opens with a participle is
 * read with the verb's own form.
 */
function imperative(core: string): string {
  const first = /^([a-z]+(?:ed|en|ing))\b/.exec(core);
  if (!first) return core;
  const token = tokens(core)[0];
  if (!token || token.pos !== 'VERB' || token.lemma === token.lower) return core;
  return token.lemma + core.slice(first[1]!.length);
}


/** "crop the bottom 20% off", "cut the caption away": the particle read where the grammar expects it, after the verb. */
function particleFirst(core: string): string {
  const m = /^(crop|cut|trim|chop|take|shave|lop|clip|snip|slice) (.+) (off|away|out)$/.exec(core);
  return m ? `${m[1]} ${m[3]} ${m[2]}` : core;
}

/** Millimetres in one unit of length. */
const MM: Record<string, number> = { mm: 1, millimetre: 1, millimeter: 1, millimetres: 1, millimeters: 1, cm: 10, centimetre: 10, centimeter: 10, centimetres: 10, centimeters: 10, in: 25.4, inch: 25.4, inches: 25.4, '"': 25.4, pt: 25.4 / 72, points: 25.4 / 72 };

/**
 * Lengths on paper ("8.5 cm wide at 300 dpi", "a 2 mm border at 600 dpi") in pixels, at the
 * resolution the instruction gives. Without one they stay as written, and the clause is
 * refused saying a resolution is needed (refusals.ts): the image's own dpi is often a default.
 */
function physicalLengths(t: string): string {
  // "and a resolution of 600 dpi", "600 dpi resolution": the words naming the resolution go with it.
  const dpi = /(?:,?\s*(?:and |with |in |at )?(?:an? |the )?(?:(?:minimum|min|required) )?(?:resolution|res)(?: of)?)?(?:\s*\bat|@)?\s*(\d+(?:\.\d+)?)\s*(?:dpi|ppi)\b(?: resolution)?/.exec(t);
  if (!dpi) return t;
  const perMm = Number(dpi[1]) / 25.4;
  const length = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(${Object.keys(MM).sort((a, b) => b.length - a.length).map((u) => u.replace('"', '"')).join('|')})(?![a-z])`, 'g');
  const converted = t.replace(length, (_m, n: string, unit: string) => `${Math.round(Number(n) * MM[unit]! * perMm)}px`);
  if (converted === t) return t;
  return converted.replace(dpi[0], ' ').replace(/\s+/g, ' ');
}
