// Words of a request or of its inputs quoted in an engine's message. A Job never contains the
// prompt or the inputs (SPEC "Resources / Job"), but the owner is helped by seeing which words
// were not understood (worker log, `npm run explain`). So an engine marks each quoted piece
// with `said(text, kind)`, and the message exists in two forms: the owner's, which quotes the
// text, and the job's, which names only what kind of thing it was, where it stood and how many
// words it had (docs/decisions.md, "What a failed job's message may say").

// Supplementary private-use code points: the readers use the BMP's private area for their own masks (language/spans.ts).
const OPEN = '\u{F0000}';
const SPLIT = '\u{F0001}';
const CLOSE = '\u{F0002}';
/** A marked piece: OPEN, `q` (quote the text), `r` (the text as it is) or `f` (the engine's own text), the kind, SPLIT, the text, CLOSE. */
const MARKED = /\u{F0000}([qrf])([^\u{F0000}-\u{F0002}]*)\u{F0001}([^\u{F0000}-\u{F0002}]*)\u{F0002}/gu;
/** What is left of a marked piece whose end was cut off: from its start to the end of the message. */
const BROKEN = /\u{F0000}[^\u{F0002}]*(?:\u{F0002}|$)/gu;
/** Any marker character a piece of text could carry in: it would end a marked span early. */
const MARKER = /[\u{F0000}-\u{F0002}]/gu;

/**
 * `text`, quoted where the owner reads the message; `kind` in its place where a job keeps it
 * ("the 2nd clause of the instruction", "a label read in the image", "3 words of the prompt").
 */
export function said(text: string, kind: string): string {
  return mark('q', text, kind);
}

/** Several pieces, each quoted for the owner ("sparkle", "glow", ... when `more` were left out); `kind` for a job ("2 words"). */
export function saidEach(texts: readonly string[], kind: string, more = false): string {
  return mark('r', texts.map((t) => `"${t}"`).join(', ') + (more ? ', ...' : ''), kind);
}

/** `owner` where the owner reads the message, `job` where a job keeps it: for text that is not one quoted piece. */
export function saidAs(owner: string, job: string): string {
  return mark('r', owner, job);
}

/**
 * The engine's own words, examples in quotes included ("make the background white"): the same
 * for the owner and for a job, and never taken for the request's words by the activity's guard
 * (jobs/activities/engineFailure.ts), whatever the request said.
 */
export function ownWords(text: string): string {
  return mark('f', text, '');
}

function mark(form: 'q' | 'r' | 'f', text: string, kind: string): string {
  return `${OPEN}${form}${kind.replace(MARKER, '')}${SPLIT}${text.replace(MARKER, '')}${CLOSE}`;
}

/** `kind` with how many words `text` has: "3 words of the instruction". */
export function saidWords(text: string, of: string): string {
  const n = text.split(/\s+/).filter(Boolean).length;
  return said(text, `${n} word${n === 1 ? '' : 's'} of ${of}`);
}

/** 1st, 2nd, 3rd, 11th, 22nd: a position a job's message may give. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The message as its owner reads it: the marked words quoted. */
export function forOwner(message: string): string {
  return message.replace(MARKED, (_, form: string, _kind: string, text: string) => (form === 'q' ? `"${text}"` : text));
}

/** The message as a job keeps it: each marked piece replaced by its kind. */
export function forJob(message: string): string {
  // A marked piece cut short (a message sliced to a length) is dropped whole, never shown.
  return message.replace(MARKED, (_, form: string, kind: string, text: string) => (form === 'f' ? text : kind)).replace(BROKEN, '').replace(MARKER, '');
}

/** `message` with `change` applied to each stretch outside marked pieces, the pieces kept as they are. */
export function outsideMarks(message: string, change: (plain: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of message.matchAll(MARKED)) {
    out += change(message.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + change(message.slice(at));
}
