// Infinitives of purpose after a thing: "a thermometer to measure water temperature", "a drone
// to map the field". The infinitive says what the thing is for; its object is no thing of its
// own, and "to" there leads to no place ("soil sample to 16S sequencing" does), nor says what a
// verb before it yields ("Sodium reacts with chlorine to produce sodium chloride").
import { nounVerbUses } from './wordnet.ts';
import type { Token } from './tokens.ts';

export interface Purpose {
  /** Offsets of "to ..." through the end of its object, in the text the tokens were read from. */
  start: number;
  end: number;
}

const OBJECT_WORD = /^(?:NOUN|PROPN|ADJ|NUM)$/;

/**
 * Each "to <verb> <object>" right after a noun, whose verb is a plain form the tagger reads as a
 * verb and whose object is one noun phrase closed by a comma, a semicolon, "and", or the end.
 * A verb before a bare noun must be met in WordNet mostly as a verb ("measure absorbance"), since
 * "to culture plates" may be a place; before an article it is a verb whatever it is met as.
 */
export function purposeInfinitives(toks: readonly Token[]): Purpose[] {
  const out: Purpose[] = [];
  for (let i = 1; i + 2 < toks.length; i++) {
    const [before, to, verb] = [toks[i - 1]!, toks[i]!, toks[i + 1]!];
    if (to.lower !== 'to' || !/^(?:NOUN|PROPN)$/.test(before.pos) || verb.pos !== 'VERB' || verb.lower !== verb.lemma) continue;
    // "Sodium reacts with chlorine to produce ...", "from seed via seedling to mature tree": after a verb
    // or a "from" in the same clause, "to" says what the relation yields or where it ends.
    let k = i - 1;
    while (k >= 0 && !/^[,;:]$/.test(toks[k]!.text)) k--;
    if (toks.slice(k + 1, i).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || /^(?:from|arrows?)$/.test(t.lower))) continue;
    let j = i + 2;
    const article = /^(?:the|a|an|its|their)$/.test(toks[j]!.lower);
    if (article) j++;
    else {
      const uses = nounVerbUses(verb.lemma);
      if (uses.verb === 0 || uses.verb < uses.noun) continue;
    }
    const first = j;
    while (j < toks.length && (OBJECT_WORD.test(toks[j]!.pos) || toks[j]!.text === '-')) j++;
    if (j === first || !toks.slice(first, j).some((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) continue;
    const next = toks[j];
    if (next && !/^[,;.]$/.test(next.text) && next.lower !== 'and') continue;
    out.push({ start: to.start, end: toks[j - 1]!.end });
  }
  return out;
}
