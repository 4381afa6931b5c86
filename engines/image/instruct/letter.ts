// A request written as a letter: the greeting before it ("Hi Sam,", "Dear imaging team,") and the
// sign-off after it ("Thanks,\nMaria", "Cheers, Ana", "Best, J. Smith") frame it and ask for
// nothing. What frames a letter is the shared layer's rule (language/requests.ts), the one the chart
// and flowchart readers use; it is read here before the instruction is lower-cased, where a name
// still has its capital.
import { isGreeting, letterFraming } from '../../language/index.ts';

/** Where a piece of one line may end: after a sentence's end, a comma, a dash between spaces. */
const BREAK = /[.!?;,:]\s+|\s[-\u2013\u2014]\s+/g;

/** The request without the greeting that opens it and the sign-off that closes it. */
export function unframed(text: string): string {
  // Whole lines: the greeting line, and the sign-off with the name under it.
  let t = text;
  const spans = letterFraming(t, () => true).filter((f) => f.what === 'greeting' || f.what === 'sign-off');
  for (const f of spans.reverse()) t = `${t.slice(0, f.start)}${t.slice(f.end)}`;
  return signedOff(greeted(t.trim()));
}

/** "Hi Sam, could you ...", "Hey! quick one": a greeting said on the request's own line. */
function greeted(t: string): string {
  for (;;) {
    const m = /^[^,!.?:;\n]+[,!.?:;]*\s*/.exec(t);
    if (!m || m[0].length >= t.length || !isGreeting(m[0].trim())) return t;
    t = t.slice(m[0].length);
  }
}

/** "... on all sides? cheers, Ana", "... border. Best, K": a sign-off said at the end of the request's line. */
function signedOff(t: string): string {
  for (const m of t.matchAll(BREAK)) {
    const at = (m.index ?? 0) + m[0].length;
    if (isGreeting(t.slice(at).trim())) return t.slice(0, m.index! + m[0].trimEnd().length).replace(/[,;:\s\u2013\u2014-]+$/, '');
  }
  return t;
}
