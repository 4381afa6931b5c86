// The local content policy for prompts and edit instructions (docs/content-policy.md). A
// request it refuses is answered 422 CONTENT_REJECTED at creation and kept for its key as a
// failed job with no credits. The rules are phrases, not single words: this is a service for
// researchers, and "nude mice", "naked mole-rat", "sexual dimorphism", "explosive growth" or
// "the mechanism of sarin toxicity" are ordinary science. A provider's own refusal maps to the
// same code (jobs/workflow/jobErrors.ts).

export interface PolicyRule {
  /** details.reason of the refusal. */
  reason: string;
  /** What the rule refuses, as the refusal's message says it. */
  what: string;
  pattern: RegExp;
}

const MINOR = String.raw`(?:child(?:ren)?|kids?|minors?|under-?age|teen(?:ager)?s?|pre-?teens?|school ?(?:girl|boy)s?|loli)`;
/** Narrower than "sexual": puberty, sexual development and nude (athymic) mice are paediatrics and lab science. */
const SEXUALISED = String.raw`(?:nude(?! (?:mice|mouse|rats?))|erotic|porn\w*|sexy|lewd|nsfw|sexually explicit|seductive|lingerie|undress\w*)`;
/** Agents and devices whose only use is mass harm; toxicology and history of them stay allowed. */
const AGENT = String.raw`(?:sarin|soman|tabun|cyclosarin|vx(?: nerve)?(?: agent)?|novichok|nerve agents?|mustard gas|chemical weapons?|biological weapons?|bioweapons?|weaponi[sz]ed anthrax|nuclear weapons?|nuclear bombs?|dirty bombs?|pipe bombs?|(?:improvised )?explosive devices?|ieds?|nail bombs?)`;
const MAKING = String.raw`(?:synthesi[sz]\w*|manufactur\w*|weaponi[sz]\w*|aerosoli[sz]\w*|recipes?|build(?:ing)?|make|making|assembl(?:e|ing|y))`;

export const POLICY_RULES: readonly PolicyRule[] = [
  {
    reason: 'POLICY_MINORS',
    what: 'sexualised content involving minors',
    pattern: new RegExp(String.raw`\b${MINOR}\b[^.;\n]{0,60}\b${SEXUALISED}|\b${SEXUALISED}[^.;\n]{0,60}\b${MINOR}\b`, 'i'),
  },
  {
    reason: 'POLICY_SEXUAL_CONTENT',
    what: 'sexually explicit imagery',
    pattern: /\b(?:porn\w*|hentai|nsfw|erotica?|sexually explicit|explicit sex\w*|sex scenes?|having sex|intercourse scene|genitals? close-?up|topless|stripper|fetish)\b/i,
  },
  {
    reason: 'POLICY_GRAPHIC_VIOLENCE',
    what: 'gore or graphic violence against people',
    pattern: /(?<!\bal )\b(?:gore|gory|beheading|decapitated (?:person|man|woman|body|people)|dismembered (?:person|man|woman|body|bodies|people)|torture scene|mutilated (?:person|man|woman|body|bodies|people)|snuff film)\b/i,
  },
  {
    reason: 'POLICY_WEAPONS',
    what: 'instructions for making weapons capable of mass harm',
    pattern: new RegExp(String.raw`\b${MAKING}\b[^.;\n]{0,80}\b${AGENT}\b|\b${AGENT}\b[^.;\n]{0,40}\b(?:synthesis|manufacture|recipe|assembly|weaponi[sz]ation)\b`, 'i'),
  },
  {
    reason: 'POLICY_HATE',
    what: 'hateful propaganda',
    pattern: /\b(?:make|create|design|draw|generate|produce)\b[^.;\n]{0,20}\b(?:nazi|isis|kkk|white[- ]supremacist|jihadist)\b[^.;\n]{0,20}\b(?:propaganda|recruitment)\b/i,
  },
];

export interface PolicyRefusal {
  reason: string;
  message: string;
}

/** The first rule the text breaks, or null. */
export function policyRefusal(text: string): PolicyRefusal | null {
  const normalised = text.normalize('NFKC').replace(/\s+/g, ' ');
  for (const rule of POLICY_RULES) {
    if (rule.pattern.test(normalised)) {
      return { reason: rule.reason, message: `The content policy refused this request (${rule.what}). Change the prompt and send it with a new Idempotency-Key.` };
    }
  }
  return null;
}
