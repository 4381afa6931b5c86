// The fifty-two requests of voicePrompts.ts, judged as the understanding bench judges the
// corpus: each is drawn as intended, or refused with a reason. The few still drawn otherwise are
// named here with why, so that any other drawn wrong fails.
import { VOICE_PROMPTS } from './voicePrompts.ts';
import { judgePromptSet } from './support.ts';

/** Still drawn otherwise than intended, and why (each a rule not yet written). */
const KNOWN_WRONG: Readonly<Record<string, string>> = {
  'vc-04': '"; contaminated flasks are discarded" after "If the culture is free of contamination, passage it" is the other outcome (a word of the condition, its polarity turned by "free of"), chained after the passage',
  'vc-06': '"if it is /var/log, A; if it is the database volume, B" is asked as "Is it /var/log?" with B on its No',
  'vc-12': '"Dissect the brain and post-fix in 4% PFA" is one box ("post-fix" is not a listed verb); "Note: ..." is drawn as a note beside the step',
  'vc-13': 'a greeting e-mail\'s arrow chain keeps "As discussed, here\'s how the referrals should flow:" in its first box, and "(urgent) A / (routine) B" is one box',
  'vc-18': '"revises the form and resubmits it" draws "resubmits it" as a step with no arrow back to "submits"; "Once approved, X can start" is a box',
  'vc-20': '"Prepare the library: (a) ...; (b) ...; (c) ..." keeps the heading in the first sub-step instead of a group round them',
  'vc-26': '"runs lint and the unit tests in parallel" and "if either fails" are misread: a box "Either?" and "Fails"',
  'vc-28': '"Dispatch:" before the condition is drawn as a first step',
  'vc-31': '"For each participant, ..." draws no loop and "When all participants are done, compute ..." is one box',
  'vc-49': '"Two stages, each in its own box." is drawn as a step and "Stage A (field): ..." is kept in the first step instead of a group',
};

judgePromptSet('fifty-two requests in new voices: "should", "provided that", "whereas", backwards order, runbooks, leaflets', VOICE_PROMPTS, KNOWN_WRONG, 16);
