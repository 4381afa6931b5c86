// "try again", "retry", "repeat", "start over": words that only say the flow goes back to an
// attempt made before, never a step of their own.

const RETRY = /^(?:(?:then\s+)?(?:try|do (?:it|this|that)|attempt (?:it|this|that)|start|begin)\s+(?:again|over)|retry|re-?try (?:it|this|that)|repeat|repeat (?:it|this|that|the attempt)|re-?do|re-?do (?:it|this|that)|have another go|give it another go)$/i;

/** Whether a step's words only say "try again". */
export function isRetry(words: string): boolean {
  return RETRY.test(words.trim().replace(/[.!]+$/, ''));
}
