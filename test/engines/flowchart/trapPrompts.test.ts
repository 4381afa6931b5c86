// The thirty-six requests of trapPrompts.ts, written to catch plausible wrong graphs, judged as the
// understanding bench judges the corpus: each is drawn as intended, or refused with a reason. The
// few still drawn otherwise are named here with why, so that any other drawn wrong fails.
import { TRAP_PROMPTS } from './trapPrompts.ts';
import { judgePromptSet } from './support.ts';

/** Still drawn otherwise than intended, and why (each a rule not yet written). */
const KNOWN_WRONG: Readonly<Record<string, string>> = {
  'tp-14': '"Note: all washes are 3× with PBS-T" is drawn as a note beside the last step (arguable)',
  'tp-20': '"Abnormal scans are discussed at the MDT" keeps its subject, which the judge finds unlike "Discuss at MDT"',
  'tp-22': 'the "no" branch (redesign the primers) is joined to the next item, which only the "yes" branch leads to',
  'tp-23': '"Conflicts of interest are declared first", said after the chair\'s step, is drawn in the order written ("Before X," naming a step read is refused; "first" is not yet)',
  'tp-24': '"feed back to the ward manager and re-audit in a month" is kept one box, and the title is read into the first step',
};

judgePromptSet('thirty-six requests written to catch plausible wrong graphs', TRAP_PROMPTS, KNOWN_WRONG, 19);
