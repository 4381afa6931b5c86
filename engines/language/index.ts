// The shared language layer: words with their grammar (tokens.ts), nearness of misspelt or
// shortened words (fuzzy.ts), one word in its derived forms (wordFamilies.ts: "exclusion" ~
// "excluded"), spans never to be cut (spans.ts), and nouns: singulars, quantities and noun
// phrases chunked from parts of speech (nouns.ts), thresholds on a value (thresholds.ts). Readers of charts, flowcharts and edits build on these.
export { isContent, tokens, wordShape, type Token } from './tokens.ts';
export { isAbbreviation, isContractionOf, isLetterDropped, isShortFormOf, isTypo, nearest, typoBudget } from './fuzzy.ts';
export { protectSpans, restoreSpans } from './spans.ts';
export { escapeRegExp } from './patterns.ts';
export { root, sameWord, type Word } from './wordFamilies.ts';
export { isDeterminer, isNamingToken, isPassiveParticiple, isPlural, nounPhrases, PREPOSITIONS, quantityOf, singular, type NounPhrase } from './nouns.ts';
export { listItems } from './lists.ts';
export { abbreviationStops, isNumberSignStop, sentences, undictate, type Sentence } from './sentences.ts';
export { denials, isCourtesy, isDenial, isGreeting, isNarrative, letterFraming, opensAsStatement, splitRequest, withoutHedges, ASKING_VERBS, type Framed, type Framing } from './requests.ts';
export { attributesOf, compoundParts, isAdjective, isPartOf, namesCountableThings, nounKind, nounSenseKinds, nounVerbUses, sameThing, saysQuality, valuesOfAttribute, verbKind, type NounKind, type VerbKind } from './wordnet.ts';
export { adjectiveOfDegree, isDegreeWord } from './degrees.ts';
export { purposeInfinitives, type Purpose } from './purposes.ts';
export { spellOutSharedNouns } from './sharedNouns.ts';
export { complementaryThresholds, threshold, type Threshold } from './thresholds.ts';
export { shareOfWords, SHARE_WORDS } from './shares.ts';
