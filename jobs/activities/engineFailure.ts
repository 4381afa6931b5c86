// The failure a job keeps when its engine refuses: final (the engine fails the same way on the
// same input), with the engine's reason, and a message that holds none of the request's words
// (SPEC "Resources / Job"). Engines mark the words they quote (engines/shared/said.ts); the
// job's message names their kind instead. Text an engine did not mark (a provider's answer, a
// message passed on from a library) is checked against the request itself as a second guard.
import { ApplicationFailure } from '@temporalio/activity';
import { forJob, outsideMarks } from '../../engines/shared/said.ts';

/** Words too common to say whose they are: a message may use them in its own sentences. */
const GRAMMAR = new Set(
  'the a an and or of to in on at by for with from as is are be it its this that these those not no into onto than then there their them they which what who how'.split(' '),
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
/** A quoted piece of a message: straight or typographic double quotes, or single quotes around words. */
const QUOTED = /"([^"]{1,400})"|“([^”]{1,400})”|(?<![\p{L}\p{N}])'([^']{1,400})'(?![\p{L}\p{N}])/gu;
/** Consecutive words of the request echoed unquoted (a provider repeating the prompt): this many or more. */
const ECHO_WORDS = 3;

/** `err`'s reason, and its message as a job may keep it; `request` is what the job was asked with. */
export function engineFailure(err: Error & { reason: string; marked?: string }, request: unknown): ApplicationFailure {
  const marked = typeof err.marked === 'string' ? err.marked : err.message;
  const guard = requestGuard(request);
  return ApplicationFailure.nonRetryable(forJob(outsideMarks(marked, guard)), 'EngineError', err.reason);
}

/**
 * What hides the words of `request` (every string in it, at any depth: the prompt, an
 * instruction, a stored table's cells) in text an engine did not mark: each quoted piece that
 * holds one of them, and each unquoted run of ECHO_WORDS or more of them in a row, becomes how
 * many words it had.
 */
export function requestGuard(request: unknown): (text: string) => string {
  const texts = stringsOf(request);
  if (texts.length === 0) return (text) => text;
  const known = new Set(texts.flatMap(wordsOf).filter((w) => !GRAMMAR.has(w)));
  const sequences = new Set<string>();
  for (const text of texts) {
    const words = wordsOf(text);
    for (let i = 0; i + ECHO_WORDS <= words.length; i++) sequences.add(words.slice(i, i + ECHO_WORDS).join(' '));
  }
  return (text) => {
    const unquoted = text.replace(QUOTED, (whole: string, ...groups: Array<string | undefined>) => {
      const inner = groups.slice(0, 3).find((g) => g !== undefined) ?? '';
      return wordsOf(inner).some((w) => known.has(w)) ? counted(inner) : whole;
    });
    return withoutEchoes(unquoted, sequences);
  };
}

function withoutEchoes(message: string, sequences: ReadonlySet<string>): string {
  if (sequences.size === 0) return message;
  const found = [...message.matchAll(WORD)];
  // Words of the message inside some run of ECHO_WORDS request words.
  const hidden = new Set<number>();
  for (let i = 0; i + ECHO_WORDS <= found.length; i++) {
    const run = found.slice(i, i + ECHO_WORDS);
    const apart = run.some((m, k) => k > 0 && !/^[\s,;:]*$/.test(message.slice(run[k - 1]!.index + run[k - 1]![0].length, m.index)));
    if (!apart && sequences.has(run.map((m) => m[0].toLowerCase()).join(' '))) for (let k = i; k < i + ECHO_WORDS; k++) hidden.add(k);
  }
  if (hidden.size === 0) return message;
  let out = '';
  let at = 0;
  for (let i = 0; i < found.length; i++) {
    if (!hidden.has(i)) continue;
    let j = i;
    while (hidden.has(j + 1)) j++;
    const start = found[i]!.index;
    const end = found[j]!.index + found[j]![0].length;
    out += `${message.slice(at, start)}${counted(message.slice(start, end))}`;
    at = end;
    i = j;
  }
  return out + message.slice(at);
}

function counted(text: string): string {
  const n = wordsOf(text).length || 1;
  return `(${n} word${n === 1 ? '' : 's'} of the request)`;
}

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/** Every string in `value`, however deep: a request's fields, a stored table's cells. */
function stringsOf(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (depth < 12 && Array.isArray(value)) for (const v of value) stringsOf(v, out, depth + 1);
  else if (depth < 12 && value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out, depth + 1);
  return out;
}
