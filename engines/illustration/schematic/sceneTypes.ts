// What a prompt asks the schematic to show, read before anything is placed: the things it
// names, their parts and captions, the arrows between them, the title and the layout, and what
// became of every word. plan.ts draws exactly this; the understanding bench judges it.

export type SceneLayout = 'flow' | 'cycle' | 'comparison' | 'set' | 'single';

export interface SceneSubject {
  /** What is written under the icon, as the prompt wrote it: "Three mice", "Petri dish". */
  label: string;
  /** The thing's name, lower-case and singular, without quantity: "mouse", "petri dish". */
  noun: string;
  /** Lower-case singular content words, in order, for matching icons. */
  words: string[];
  /** The same words, head noun first: the order in which to look for an icon. */
  lookup: string[];
  /** How many the prompt asks for ("three mice": 3); 1 when it says none. */
  count: number;
  /** Named parts, each drawn as a callout label pointing at the subject's icon, as written. */
  parts: string[];
  /** Text the prompt asks to write on or by the subject ("labelled 'treated'"), or null. */
  caption: string | null;
  /** In a comparison, which side, counted from 0 (left or top); two sides, or up to four things compared. */
  side?: number;
  /** A flow's step named by an action ("Transfected with siRNA"): drawn as its words, not a thing. */
  step?: boolean;
  /** What the prompt says of the thing after its name, written in its label ("with an algal bloom"), or absent. */
  described?: string;
  /** Where the thing is, written after its name in its label ("in a hospital bed", "mounted in agarose"), or absent. */
  setting?: string;
  /** Named with "a" or "an": a new thing, even when one of that name was named before ("a mouse fed chow" beside "a mouse fed a high-fat diet"). */
  indefinite?: boolean;
  /** Named with "the": may be a shorter mention of a thing named before ("the recipient"). */
  definite?: boolean;
}

export interface SceneArrow {
  /** Indices into `subjects`. */
  from: number;
  to: number;
  /** The words that name the relation ("attacking", "treated with"), or null. */
  label: string | null;
}

/** How a word of the prompt was used; `function` words carry no thing to draw. */
/**
 * How a word of the prompt was used; `function` words carry no thing to draw. `request` words
 * ask for the figure ("Can you draw"), `context` words tell the story behind it ("We sampled 40
 * plots"), `denied` words name what not to draw ("no map of Switzerland"), `setting` words say
 * where a thing is ("in a hospital bed") and are written with it, never drawn apart;
 * `labelling` words ask for parts or captions ("showing", "with its parts", "each with its
 * receptor labelled") and stand only when something is labelled.
 */
export type WordUse = 'subject' | 'part' | 'labelling' | 'caption' | 'arrow' | 'relation' | 'quantity' | 'title' | 'style' | 'figure' | 'layout' | 'request' | 'context' | 'denied' | 'setting' | 'function';

export interface SceneWord {
  text: string;
  use: WordUse;
}

export interface Scene {
  title: string | null;
  layout: SceneLayout;
  subjects: SceneSubject[];
  arrows: SceneArrow[];
  /** Every word of the prompt and what it became, in order. */
  words: SceneWord[];
}
