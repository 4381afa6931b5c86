// Words that only join a step to the one before ("then", "next", "first,"): a step's label starts after them.
import { tokens } from '../../language/index.ts';
import { isVerb } from './verbs.ts';
import { LEADING } from './words.ts';

/**
 * The text without its leading connectives. An ordinal before a noun names the step and is kept
 * ("First reading", "Second wash in PBS"); before a verb or a comma it orders it ("First, thaw",
 * "first centrifuge the tubes").
 */
export function stripConnectives(text: string): string {
  const ordinal = /^(?:first|second|third|fourth)\s+(?![,:])(\S+)/i.exec(text.trim());
  if (ordinal && !isVerb(ordinal[1]!.toLowerCase()) && !/^(?:thing|things|up|of)[:,.]?$/i.test(ordinal[1]!) && /^(?:NOUN|PROPN|ADJ)$/.test(tokens(text.trim().slice(0, 60))[1]?.pos ?? '')) return text.trim();
  return text.replace(LEADING, '').trim();
}
