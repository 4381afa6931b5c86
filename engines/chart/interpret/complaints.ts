// "it's all squashed at the bottom. make y logarithmic", "the legend is eating half the plot, put
// it inside": in an edit, a clause that only says what is wrong with the figure as it stands is
// the reason for the change the instruction makes, not a change of its own. It is set aside only
// when another clause changed the chart, and when it names a part of the figure (legend, colours,
// axis) only if a change touches that part: "the labels overlap, and make the title bold" leaves
// the labels unanswered, and is refused. A clause that wishes ("I wanted them lying down") is a
// request, never a complaint.

/** Words that wish for or order something: such a clause asks, it does not only complain. */
const WISH = /\b(?:want(?:ed|s)?|wish|would like|'d like|like (?:it|them)|should|shall|prefer|need(?:ed|s)?|please|pls|make|let|put|use|add|remove|change|could|can you|instead)\b/i;

/** Words that say the figure, as drawn, is wrong. */
const FAULT = /\b(?:is|are|was|were|'s|looks?|seems?|gets?)\b|\btoo\b|\bmistakes?\b|\bbusy\b|\bunreadable\b|\bhard to\b|\bcan'?t (?:see|read|tell)\b|\bcluttered\b|\bsquashed\b|\bcramped\b|\bmessy\b|\bugly\b|\boverlap\w*\b|\bcovers?\b|\beating\b/i;

/** A part of the figure a complaint may name, and the words of a change that touches it. */
const PARTS: ReadonlyArray<[RegExp, RegExp]> = [
  [/\blegend\b/i, /\blegend\b/i],
  [/\bcolou?rs?\b/i, /\bcolou?r|palette|group|\bby\b/i],
  [/\blines?\b|\bseries\b/i, /\blines?\b|\btop\b|\bonly\b|\bkeep\b|\bgroup|colou?r|\bfacet|panel/i],
  [/\blabels?\b|\btext\b|\bfont\b/i, /\blabel|\bfont|\btext\b|rotat|angle|size|smaller|bigger|larger/i],
  [/\baxis\b|\baxes\b|\bscale\b/i, /\baxis|\baxes|\blog|\bscale|\brange|\blimit|\bx\b|\by\b/i],
  [/\btitle\b/i, /\btitle\b/i],
  [/\bbox(?:es)?\b|\bbars?\b|\bviolins?\b/i, /\bbox|\bbars?\b|violin|horizontal|vertical|sort|order|width|wider|narrow/i],
  [/\bpoints?\b|\bdots?\b|\bmarkers?\b/i, /\bpoints?\b|\bdots?\b|\bmarkers?\b|size|alpha|transparen|opacit|smaller|bigger|jitter/i],
];

/** Whether a clause no rule applied is only a complaint that the instruction's understood clauses answer. */
export function answeredComplaint(clause: string, understood: readonly string[]): boolean {
  if (understood.length === 0 || WISH.test(clause) || !FAULT.test(clause)) return false;
  const named = PARTS.filter(([part]) => part.test(clause));
  return named.every(([, change]) => understood.some((u) => change.test(u)));
}
