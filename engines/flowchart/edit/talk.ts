// Sentences of an edit request that talk to the reader and ask for no change: greetings and
// thanks ("Hi,", "Thanks!"), praise of the chart ("this looks great", "Looks good"), and
// announcements of what follows ("a couple of changes please", "One thing:"). They are set
// aside by rule, so that a chatty request of several sentences is read as the edits it holds;
// a sentence with anything else in it is read as an edit (or refused), never dropped.
import { isCourtesy, isGreeting } from '../../language/index.ts';

/** Words that open a sentence before what it says: "Thanks, ...", "Great - ...", "OK so ...". */
const INTERJECTION = /^(?:(?:thanks|thank you|thx|cheers|hi|hello|hey|great|perfect|ok|okay|nice|cool|lovely|brilliant|awesome|excellent|sorry|right|so|well|oh|ah|hmm+)(?:\s+(?:so much|a lot|again|there|all))?\s*(?:[,!:]|\s[-–—])\s*)+/i;

/** Praise of the chart as it is: "this looks great", "looks good so far", "it's nearly there". */
const PRAISE = /^(?:(?:this|that|it|everything|the (?:chart|flowchart|diagram|figure|layout|draft))(?:'s|’s|\s+is|\s+looks|\s+seems)?\s+|looks?\s+|looking\s+)(?:really |very |so |pretty |much |almost |nearly |already |super )?(?:great|good|nice|perfect|lovely|brilliant|excellent|fine|awesome|fantastic|better|there|clear|close)(?:\s+(?:so far|now|overall|already|to me|thanks|thank you))?$/i;
const BARE_PRAISE = /^(?:great|perfect|nice|lovely|brilliant|awesome|excellent|fantastic|cool|ok|okay|good|looks good|love it)$/i;

/** An announcement of the edits that follow: "a couple of changes", "one more thing", "two small tweaks". */
const ANNOUNCEMENT = String.raw`(?:just\s+|only\s+)?(?:(?:a|one|two|three|four|a few|a couple of|a couple|some|few)\s+)?(?:(?:more|small|quick|minor|last|final|little|tiny)\s+)*(?:things?|changes?|edits?|tweaks?|requests?|fix(?:es)?|points?|corrections?)(?:\s+(?:to make|for you|if you can|if possible|i(?:'d| would) like|we(?:'d| would) like|needed))?`;
const ANNOUNCES = new RegExp(`^${ANNOUNCEMENT}$`, 'i');
/** "One thing: we block in BSA": the announcement before a colon, and what it announces. */
const ANNOUNCED = new RegExp(`^${ANNOUNCEMENT}\\s*:\\s*`, 'i');

/** A hedge before what is asked: "I think the box should be red", "maybe make it bigger". */
const HEDGE = /^(?:(?:i|we)\s+(?:think|guess|feel|reckon|suppose)(?:\s+that)?|maybe|perhaps|ideally|personally|in my view|to me),?\s+(?=\S)/i;

/** The sentence without the talk that opens it ("Thanks, make X red" -> "make X red"). */
export function withoutOpeningTalk(sentence: string): string {
  return sentence.replace(INTERJECTION, '').replace(ANNOUNCED, '').replace(HEDGE, '').trim();
}

/** Whether a sentence (or clause) only talks to the reader and asks for no change. */
export function isTalk(sentence: string): boolean {
  const t = sentence.trim().replace(/[.!?]+$/, '').trim();
  if (t === '' || isGreeting(t) || isCourtesy(t)) return true;
  const rest = withoutOpeningTalk(t);
  if (rest === '') return true;
  return PRAISE.test(rest) || BARE_PRAISE.test(rest) || ANNOUNCES.test(rest) || isCourtesy(rest);
}
