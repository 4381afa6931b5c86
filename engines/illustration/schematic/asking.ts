// Asking words inside a sentence, after the thing asked for: "a chloroplast, want the thylakoids,
// stroma and grana labelled", "a heart, I'd like the chambers labelled", and a thank-you closing
// the sentence without a comma ("... labelled thx"). The request's opening words are split off by
// the language layer (splitRequest); these come later, and would otherwise be read as a verb
// relating two things ("chloroplast want thylakoids") or as a caption ("thx").
import { isCourtesy } from '../../language/index.ts';

/** A verb of wanting after a comma, with its optional doer: ", want", ", I'd like", ", we need". */
const WANTING = /[,;]\s*((?:(?:and|but|also|so|just|really|i|we|i['’]d|we['’]d|would)\s+)*(?:want|wants|need|needs|like|love|['’]d like|['’]d love)(?:\s+to\s+(?:see|have|get))?)\s+(?=(?:the|its|their|all|every|each)\b)/i;
/** Words asking for labels that must close what the verb of wanting asks for. */
const LABELLED_END = /\b(?:labell?ed|labeled|marked|annotated|named|shown)\s*$/i;

export interface Asked {
  /** The sentence with the asking words taken out. */
  rest: string;
  /** The asking words, as written. */
  asking: string[];
}

/**
 * ", want the A, B and C labelled" after a thing: the writer asks for those labels on it, as
 * "with the A, B and C labelled" would. Only when what is wanted ends in a word of labelling: any
 * other wish ("want a second flask") names a thing the sentence does not relate, and stays as
 * written for the reader to place or refuse.
 */
export function takeAsking(body: string): Asked {
  const asking: string[] = [];
  let rest = body;
  // "... labelled thx", "... labelled please": the last words thank or ask, though no comma sets them off.
  for (let n = 1; n <= 4; n++) {
    const tail = new RegExp(String.raw`\s+((?:\S+\s+){${n - 1}}\S+)\s*$`).exec(rest);
    if (!tail || !(isCourtesy(tail[1]!) || /^please$/i.test(tail[1]!)) || !/[\p{L}\p{N}]/u.test(rest.slice(0, tail.index))) continue;
    asking.push(tail[1]!);
    rest = rest.slice(0, tail.index);
    break;
  }
  const wanting = WANTING.exec(rest);
  if (wanting && LABELLED_END.test(rest.slice(wanting.index + wanting[0].length))) {
    asking.push(wanting[1]!);
    rest = `${rest.slice(0, wanting.index)} with ${rest.slice(wanting.index + wanting[0].length)}`;
  }
  return { rest: rest.trim(), asking };
}
