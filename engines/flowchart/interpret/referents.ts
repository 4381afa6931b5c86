// "Watch the error rate for 30 minutes. If it rises above 1%, ...": a condition whose subject is
// "it" or "they" asks about the thing the step just before acts on, and the question names it
// ("Does the error rate rise above 1%?"), as a reader of the box alone needs.
import { isPlural, nounPhrases, tokens } from '../../language/index.ts';
import { startsWithVerb } from './verbs.ts';
import { capitalise } from './words.ts';

/**
 * The question with its "it" or "they" (its first or second word: "Is it above 8?", "It rises?")
 * replaced by the object of the order before it ("Check the pH" -> "Is the pH above 8?"): the
 * noun phrase right after the order's verb, agreeing in number with the pronoun, led by "the".
 * Unchanged when the order has no such object.
 */
export function withReferent(asked: string, order: string): string {
  // "It's outside 36.5-37.5?": the contraction asked as "Is it outside 36.5-37.5?".
  const question = asked.replace(/^(it|they)(?:'|’)(s|re)\s+/i, (_, p: string) => (p.toLowerCase() === 'it' ? 'Is it ' : 'Are they '));
  const pronoun = /^(\S+\s+)?(it|they)\b/i.exec(question);
  // "If it is, ..." asks nothing of its own; after "A and check B" the pronoun may be either's.
  const rest = pronoun ? question.slice(pronoun[0].length).replace(/[?.]/g, '').trim() : '';
  if (!pronoun || rest === '' || !startsWithVerb(order) || /,|\s(?:and|or|then)\s/i.test(order)) return asked;
  const words = tokens(order);
  const phrase = nounPhrases(words).find((p) => p.first >= 1);
  if (!phrase) return asked;
  // Only a phrase directly after the verb (a determiner between) is what the order acts on.
  const opens = words.slice(1, phrase.first).every((t) => t.pos === 'DET');
  const head = words[phrase.head]!;
  if (!opens || !/^(?:NOUN|PROPN)$/.test(head.pos) || isPlural(head.lower) !== (pronoun[2]!.toLowerCase() === 'they')) return asked;
  const named = `the ${order.slice(words[phrase.first]!.start, head.end)}`;
  const lead = pronoun[1] ?? '';
  return `${lead}${lead === '' ? capitalise(named) : named}${question.slice(pronoun[0].length)}`;
}
