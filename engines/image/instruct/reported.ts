// Requests passed on from someone else: "Reviewer 2 asks that the grey background be removed",
// "the editor would like the figure rotated 90 degrees", "the journal wants a plain white
// background", "the reviewers asked us to show only the top row". What is asked is the request,
// said as the edit would be; who asks is context. So is a note of who asked in front of a request
// ("Per the editor's request: crop to panel A", "As reviewer 1 requested, ...", "Reviewer comment:",
// "Reviewer #2, comment 4:", "Comment from Reviewer 3:", "Production note:", "Technician note -").
// Opinions ("my PI hates the grey background") are not requests: they stay descriptions (context.ts).

/** Who passes a request on: a reviewer (numbered or lettered), an editor, a journal, a supervisor. */
const REQUESTER = String.raw`(?:(?:the|my|our|a|one|both|all|two|three|all the|both the) )?(?:reviewers?|referees?|(?:handling |academic |journal |production |copy ?|technical )?editors?|journal|publisher|pi|supervisor|boss|advisor|adviser|co-?authors?|collaborators?|committee|examiners?|they|production(?: team| office| department)?|editorial(?: office| team)|typesetters?|technicians?|artwork(?: team| desk)?)(?: (?:\d+|#\d+|no\.? ?\d+|[a-d]))?`;

/** Verbs that pass a request on, in the tenses a report uses. */
const ASKS = String.raw`(?:asks?|asked|has asked|have asked|requests?|requested|has requested|have requested|wants?|wanted|would like|'d like|would prefer|prefers?|suggests?|suggested|recommends?|recommended|insists?|insisted|demands?|requires?|required|expects?)`;

const REPORTED = new RegExp(String.raw`^${REQUESTER} ${ASKS}(?: (?:us|me|you|you guys|the authors))?(?: (?:that|to|for))? (.+)$`);

/** "per the editor's request:", "as reviewer 1 requested,", "following the reviewers' comments,", "reviewer 2 comment:". */
const ATTRIBUTION = new RegExp(
  String.raw`(^|[.;!?]\s+)(?:(?:per|as per|at|following|after|in line with|in response to) ${REQUESTER}(?:'s|s'|')? (?:request|comment|suggestion|feedback|remark|point)s?(?: \d+)?|as ${REQUESTER} (?:asked|requested|suggested|recommended|wanted)|${REQUESTER}(?:'s|s'|')?,? (?:comment|comments|remark|point|request|query|note|says|said|writes|wrote|notes|noted)(?: (?:#|no\.? ?)?\d+)?|(?:comment|remark|point|request|query|note)s? (?:\d+ )?(?:from|by|of) ${REQUESTER})\s*(?:[:,]|\s-)\s*`,
  'g',
);

/** "the authors should increase the brightness", a reviewer's words pasted whole: what the authors are asked to do is the edit. */
const OF_AUTHORS = /(^|[.;!?]\s+)(?:the )?authors? (?:should consider|might consider|could consider|should|must|need to|needs to|have to|could|are (?:asked|requested|encouraged|advised) to|may (?:want|wish) to|might (?:want|wish) to) (?=[a-z])/g;

/** The request without the note of who asked for it, or of whom. */
export function withoutAttribution(t: string): string {
  return t.replace(ATTRIBUTION, '$1').replace(OF_AUTHORS, '$1');
}

/**
 * What a reported request asks, as an instruction ("the gray background be removed" -> "removed
 * the gray background", read as its verb), or null when the clause reports none.
 */
export function reportedRequest(said: string): string | null {
  const m = REPORTED.exec(said);
  if (!m) return null;
  let asked = m[1]!.trim();
  // "that we add error bars": what the authors are asked to do.
  asked = asked.replace(/^(?:we|i|you|the authors) (?:should |must |need to |could )?/, '');
  // "that the background be removed": a passive wish is the verb done to its subject.
  const passive = /^(.+?) be ([a-z]+(?:ed|en|wn|ght))\b ?(.*)$/.exec(asked);
  if (passive) return `${passive[2]} ${passive[1]} ${passive[3]}`.trim();
  // "that the colours be distinguishable": a state wished for is made.
  const state = /^(.+?) be (.+)$/.exec(asked);
  if (state) return `make ${state[1]} ${state[2]}`;
  return asked;
}
