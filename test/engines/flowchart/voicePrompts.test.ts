// The sixty-two requests of voicePrompts.ts, judged as the understanding bench judges the
// corpus: each is drawn as intended, or refused with a reason. The few still drawn otherwise are
// named here with why, so that any other drawn wrong fails.
import { VOICE_PROMPTS } from './voicePrompts.ts';
import { judgePromptSet } from './support.ts';

/** Still drawn otherwise than intended, and why (each a rule not yet written). */
const KNOWN_WRONG: Readonly<Record<string, string>> = {
  'vc-06': '"if it is /var/log, A; if it is the database volume, B" is asked as "Is it /var/log?" with B on its No',
  'vc-12': '"Dissect the brain and post-fix in 4% PFA" is one box ("post-fix" is not a listed verb); "Note: ..." is drawn as a note beside the step',
  'vc-26': '"runs lint and the unit tests in parallel" and "if either fails" are misread: a box "Either?" and "Fails"',
  'vc-28': '"Dispatch:" before the condition is drawn as a first step',
};

judgePromptSet('sixty-two requests in new voices: "should", "provided that", "whereas", backwards order, runbooks, leaflets', VOICE_PROMPTS, KNOWN_WRONG, 19);
