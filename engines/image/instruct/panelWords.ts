// Panel letters as researchers write them, found before the instruction is lower-cased (where
// "A" is still a capital, not an article): "panel B", "panels A and C", "panels A-C",
// "panel (b)", "the B panel", "(B)". Each becomes one word, "panel_b_c" (underscores, so
// that no later step reads "a" as an article), that the panel reader (intents.ts) takes apart.

const NOUN = String.raw`(?:[Pp]anels?|[Ss]ubplots?|[Ss]ub-?panels?|[Ss]ub-?figures?|[Ss]ubfigs?|[Pp]lots?|[Gg]raphs?|[Cc]harts?|[Pp]ictures?|[Ii]mages?|PANELS?)`;
/** A letter; a lower-case "a" only where it cannot be the article. */
const ONE = String.raw`(?:\(?[B-Zb-z]\)?(?![\w'])|\(?[Aa]\)?(?=\s*(?:$|[,.;:!?)&+\-\u2013]|(?:and|or|only|alone|then|please|so|as|to|from|of|in|at|with|without|together|for|anymore|too|through|thru|should|must|is|needs|can|could|would|will|stays|goes|out|off|away|but|except|rotated|cropped|enlarged|flipped|resized|scaled|by|separately|individually|remains?|stays?|survives?|left|on (?:its|it's) own)\b)))`;
const JOIN = String.raw`\s*(?:,|and|&|\+|or|-|\u2013|to|through|thru)\s*`;
/** What may follow a letter: the end of the clause or a word that cannot be the letter's noun. */
const AFTER = String.raw`(?=\s*(?:$|[,.;:!?)]|(?:and|or|only|alone|then|please|so|as|to|from|of|in|at|with|without|together)\b))`;

const AFTER_NOUN = new RegExp(String.raw`\b(${NOUN})\s+(${ONE}(?:${JOIN}${ONE})*)`, 'g');
/** A figure's number and panel letter: "fig 1C", "Fig. 2D", "Figure 2(b)". */
// The letter is written against the number ("2D", "2(b)") or bracketed; one set apart is a
// capital or a letter a panel has ("fig 2 b"), never "a" or "i" ("make fig 2 a bit brighter").
const FIGURE_PANEL = /\b[Ff]ig(?:ure|\.)?\s*\d+(?:\(?([A-Za-z])\)?|\s*\(([A-Za-z])\)|\s+([A-Zb-h]))(?![\w'])/g;
/** Capital letters alone after a verb of keeping or of taking away: "Keep A and B", "crop to C", "drop C and D". */
const KEPT_CAPITALS = new RegExp(String.raw`(?<=\b(?:[Kk]eep|[Dd]rop|[Ll]ose|[Bb]in|[Dd]iscard|[Dd]itch|[Dd]elete|[Rr]emove|[Cc]rop(?: it)?(?: down)?(?: to)?|[Oo]nly|[Jj]ust|[Ss]how|[Ii]solate|[Ee]xtract|[Rr]etain|[Ss]elect|[Ee]xcept|[Bb]ut|[Bb]esides|[Ee]xcluding|(?:[Gg]et|[Gg]ive|[Ss]end) me)\s+)((?:[A-Z](?![\w']))(?:\s*(?:,|and|&|\+|-|\u2013|to|through|thru)\s*[A-Z](?![\w']))*)${AFTER}`, 'g');
const BEFORE_NOUN = new RegExp(String.raw`(?:\(([A-Za-z])\)|\b([A-Z]))\s+${NOUN}\b`, 'g');
/** A panel named by the letter it is labelled with: "the graph labelled C", "the one marked (d)". */
const LABELLED = /\b(?:panel|plot|graph|chart|one|subplot|figure)\s+(?:labell?ed|marked|lettered)\s+(?:\(([A-Za-z])\)|([A-Z]))(?![\w'])/g;
/** Capital letters that are the whole request before "only" or "alone": "B only", "A and C alone please" ("I only need" is the writer). */
const LEADING_CAPITALS = /^\s*((?:[A-HJ-Z](?![\w']))(?:\s*(?:,|and|&|\+)\s*[A-HJ-Z](?![\w']))*)(?=\s+(?:only|alone|on its own|by itself)\b)/;
/** Bracketed letters after a verb of keeping, one or a list: "crop to (b)", "keep (a) and (b)". */
const BRACKETED = /(?<=\b(?:to|keep|only|just|show|isolate|extract|have|get|want|need|me)\s+)(\([A-Za-z]\)(?:\s*(?:,|and|&|\+|or)\s*\([A-Za-z]\))*)/gi;

function letters(list: string): string[] {
  const out: string[] = [];
  const parts = list.split(/(\s*(?:,|and|&|\+|or|-|\u2013|to|through|thru)\s*)/);
  for (let i = 0; i < parts.length; i += 2) {
    const letter = parts[i]!.replace(/[()\s]/g, '').toLowerCase();
    const joint = parts[i - 1]?.trim();
    const previous = out.at(-1);
    if (previous && joint && /^(?:-|\u2013|to|through|thru)$/.test(joint) && letter > previous) {
      for (let c = previous.charCodeAt(0) + 1; c <= letter.charCodeAt(0); c++) out.push(String.fromCharCode(c));
    } else out.push(letter);
  }
  return [...new Set(out)];
}

export function markPanelLetters(text: string): string {
  return text
    .replace(LABELLED, (_m, bracketed: string | undefined, capital: string | undefined) => ` panel_${(bracketed ?? capital)!.toLowerCase()} `)
    .replace(LEADING_CAPITALS, (_m, list: string) => ` panel_${letters(list).join('_')} `)
    .replace(FIGURE_PANEL, (_m, close: string | undefined, bracketed: string | undefined, apart: string | undefined) => ` panel_${(close ?? bracketed ?? apart)!.toLowerCase()} `)
    .replace(KEPT_CAPITALS, (_m, list: string) => ` panel_${letters(list).join('_')} `)
    .replace(AFTER_NOUN, (_m, _noun: string, list: string) => ` panel_${letters(list).join('_')} `)
    .replace(BEFORE_NOUN, (_m, bracketed: string | undefined, capital: string | undefined) => ` panel_${(bracketed ?? capital)!.toLowerCase()} `)
    .replace(BRACKETED, (_m, list: string) => ` panel_${letters(list).join('_')} `)
    // "panel C and panel D": one list.
    .replace(/panel((?:_[a-z])+)\s*(?:,|and|&|or)\s*(?:the\s+)?panel((?:_[a-z])+)/g, 'panel$1$2')
    .replace(/panel((?:_[a-z])+)\s*(?:,|and|&|or)\s*(?:the\s+)?panel((?:_[a-z])+)/g, 'panel$1$2');
}
