// Sentences that tell the story behind a figure rather than what it shows, beyond those the
// language layer recognises (isNarrative: "We sampled ...", "The key message is that ..."): a
// finding reported with "that" ("Previous studies found that exercise boosts memory", "It is
// known that ..."), and a discourse noun with its complement ("The aim of the study was to ...").
// Their things are the writer's subject matter, not things to draw: read as a scene they would
// add things and arrows the prompt never asked for.
import { isNarrative, opensAsStatement } from '../../language/index.ts';

/** A verb that reports a claim, before "that": what follows is a finding, not a picture. */
const REPORTING = /^(?:[\p{L}\p{N}'’-]+\s+){0,6}?(?:found|finds?|show(?:s|ed|n)?|suggest(?:s|ed)?|demonstrat(?:e|es|ed)|reveal(?:s|ed)?|indicat(?:e|es|ed)|known|believed?|thinks?|thought|hypothesi[sz](?:e|es|ed)|propos(?:e|es|ed)|report(?:s|ed)?|argu(?:e|es|ed)|claim(?:s|ed)?|establish(?:es|ed)?|confirm(?:s|ed)?)\s+that\b/iu;
/** A noun of the story with its complement, then a form of "be": "The aim of the study was ...". */
const DISCOURSE_OF = /^(?:the|our|my|a|an)\s+(?:\w+\s+)?(?:aim|goal|purpose|objective|question|hypothesis|finding|result|conclusion|message|point|idea|story|focus|topic|motivation)s?\s+(?:of|in|from|behind)\s+[^,;:]{1,60}?\s+(?:is|was|are|were)\b/i;

/** Whether a sentence, its asking words split off, tells the story behind the figure. */
export function tellsStory(sentence: string): boolean {
  const text = sentence.trim();
  // "We want to show that heat shock induces HSP70": what is left after the asking words is a claim.
  return isNarrative(text) || REPORTING.test(text) || DISCOURSE_OF.test(text) || /^that\s/i.test(text);
}

/** Words that describe a drawing rather than what happens: arrows, labels, places in the figure, steps, quotes (an apostrophe inside a word, "Alzheimer's", is none). */
const DRAWING_WORDS = /->|→|⟶|=>|↔|\b(?:arrows?|label(?:l?ed|s)?|marked|captioned|left|right|middle|centre|center|next to|beside|above|below|then|followed by|panel|icon|picture)\b|["“]|(?<!\p{L})['‘]/iu;

/** A setting or a time set off by a comma before a statement: "In Alzheimer's disease, ", "During sleep, ". */
const SET_OFF_SETTING = /^(?:in|during|after|before|over|across|since|among|within|under|at|on)\s[^,]{1,80},\s*/i;

/**
 * Whether a sentence states what happens in the world ("Wild bees have declined across Europe",
 * "Microplastic pollution is now found in every ocean"): a verb after its subject, and none of
 * the words that describe a drawing. Before a sentence that asks for the drawing it is the
 * background the figure illustrates, not more things to draw.
 */
export function statesWhatHappens(sentence: string, tokens: ReadonlyArray<{ pos: string; start: number }>): boolean {
  if (DRAWING_WORDS.test(sentence)) return false;
  // "In Alzheimer's disease, amyloid plaques build up ...": a setting set off before the statement is part of it.
  const setting = SET_OFF_SETTING.exec(sentence);
  const from = setting ? setting[0].length : 0;
  const words = tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE' && t.start >= from);
  // A verb first is an imperative ("Draw ...", "Label ..."): the sentence asks for something.
  return words.length >= 3 && opensAsStatement(words) && words.slice(1).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/** Words of a request that adds to what was described before ("Please also show ..."), not one that says all there is to draw. */
export const ADDING = /\b(?:also|too|as well|additionally|in addition|add|plus)\b/i;
