// What a column measures, read from its name: its unit ("Conc (nM)", "weight_kg", "visit_week",
// "Running Time min") and the quantity its words name ("Height", "depth", "Temp", "bodywt"); and
// the adjectives that stand for a quantity in a request ("trees taller than 75 ft" compares the
// height, "deeper than 300 km" the depth, "animals heavier than 10 kg" the weight). A number's
// unit must fit the column it is compared with: "taller than 3 kg" is no height.
import { escapeRegExp } from '../../language/index.ts';
import { unitOf, type Unit } from '../../language/quantities.ts';
import { LOOSE_NAMING, type Mention, type TableWords } from './columns.ts';

export type Quantity = 'height' | 'length' | 'depth' | 'width' | 'weight' | 'age' | 'temperature' | 'duration' | 'speed' | 'fuel economy' | 'price' | 'concentration' | 'dose' | 'time';

interface QuantityWords {
  /** Words a column's name may be, or end with ("bodyweight"). */
  words: readonly string[];
  /** Short forms a data file writes, alone or at the end of a word ("wt", "bodywt"). */
  short?: readonly string[];
  /** The kinds of unit the quantity is measured in (quantities.ts). */
  kinds: readonly string[];
  /**
   * Kinds of unit that alone say a column measures this quantity, whatever its words ("Peak (°C)"
   * is a temperature, Miles_per_Gallon a fuel economy): kinds no other quantity is measured in.
   */
  saidByUnit?: readonly string[];
}

const QUANTITIES: Readonly<Record<Quantity, QuantityWords>> = {
  height: { words: ['height', 'stature'], short: ['ht'], kinds: ['length'] },
  length: { words: ['length'], short: ['len'], kinds: ['length'] },
  depth: { words: ['depth'], kinds: ['length'] },
  width: { words: ['width', 'breadth'], kinds: ['length'] },
  weight: { words: ['weight', 'mass'], short: ['wt'], kinds: ['mass'] },
  age: { words: ['age'], kinds: ['time'] },
  temperature: { words: ['temperature'], short: ['temp'], kinds: ['temperature'], saidByUnit: ['temperature'] },
  duration: { words: ['duration'], kinds: ['time'] },
  speed: { words: ['speed', 'velocity'], kinds: ['length/time'], saidByUnit: ['length/time'] },
  'fuel economy': { words: ['fuel economy', 'fuel efficiency', 'fuel consumption', 'mileage', 'gas mileage', 'fuel mileage'], short: ['mpg'], kinds: ['length/volume', 'volume/length'], saidByUnit: ['length/volume', 'volume/length'] },
  price: { words: ['price', 'cost'], kinds: [] },
  concentration: { words: ['concentration'], short: ['conc'], kinds: ['molar', 'mass/volume', 'amount/volume', 'percent'] },
  dose: { words: ['dose', 'dosage'], kinds: ['mass', 'mass/time', 'mass/mass', 'mass/mass/time', 'molar', 'mass/volume', 'amount/volume'] },
  time: { words: ['time', 'timepoint'], kinds: ['time'] },
};

/** An adjective that compares a quantity, and which way its comparative points ("taller" is more height). */
interface Dimension {
  quantities: readonly Quantity[];
  more: boolean;
}

/**
 * Adjectives of quantity, by their plain form; the comparative is formed by English's rules
 * ("tall" > "taller", "heavy" > "heavier", "hot" > "hotter", "late" > "later"). The quantities
 * are tried in order: "shorter" is a height where the data has one, else a length, else a duration.
 */
const ADJECTIVES: Readonly<Record<string, Dimension>> = {
  tall: { quantities: ['height'], more: true },
  short: { quantities: ['height', 'length', 'duration'], more: false },
  deep: { quantities: ['depth'], more: true },
  shallow: { quantities: ['depth'], more: false },
  heavy: { quantities: ['weight'], more: true },
  light: { quantities: ['weight'], more: false },
  old: { quantities: ['age'], more: true },
  young: { quantities: ['age'], more: false },
  long: { quantities: ['length', 'duration'], more: true },
  hot: { quantities: ['temperature'], more: true },
  warm: { quantities: ['temperature'], more: true },
  cold: { quantities: ['temperature'], more: false },
  cool: { quantities: ['temperature'], more: false },
  fast: { quantities: ['speed'], more: true },
  slow: { quantities: ['speed'], more: false },
  wide: { quantities: ['width'], more: true },
  narrow: { quantities: ['width'], more: false },
  expensive: { quantities: ['price'], more: true },
  pricey: { quantities: ['price'], more: true },
  costly: { quantities: ['price'], more: true },
  cheap: { quantities: ['price'], more: false },
};

/** The plain forms a comparative may come from: "taller" tall, "hotter" hot, "heavier" heavy, "later" late. */
function plainForms(word: string): string[] {
  const w = word.toLowerCase();
  if (!w.endsWith('er')) return [];
  const stem = w.slice(0, -2);
  return [stem, `${stem}e`, stem.replace(/([b-df-hj-np-tv-z])\1$/, '$1'), stem.replace(/i$/, 'y')];
}

/** The dimension an adjective names, plain ("tall") or comparative ("taller"); undefined for other words. */
export function dimensionOf(word: string): (Dimension & { comparative: boolean }) | undefined {
  const plain = ADJECTIVES[word.toLowerCase()];
  if (plain) return { ...plain, comparative: false };
  for (const form of plainForms(word)) {
    const found = ADJECTIVES[form];
    if (found) return { ...found, comparative: true };
  }
  return undefined;
}

/** The adjectives' comparatives as a pattern's alternatives ("taller|heavier|hotter|..."). */
export const COMPARATIVES: readonly string[] = Object.keys(ADJECTIVES).flatMap((a) => {
  const doubled = /[^aeiou][aeiou][b-df-hj-np-tv-z]$/.test(a) && !/[wxy]$/.test(a) ? `${a}${a.at(-1)}er` : undefined;
  return [doubled ?? (a.endsWith('e') ? `${a}r` : a.endsWith('y') ? `${a.slice(0, -1)}ier` : `${a}er`)];
});

/** What a column's name says it measures. */
export interface Measure {
  unit?: Unit;
  quantities: Quantity[];
}

/** A name's words as written, case kept ("Conc (nM)" -> Conc, nM; "visit_week" -> visit, week). */
function writtenWords(name: string): string[] {
  return name.split(/[\s_.()[\],;:]+/).filter(Boolean);
}

function nameUnit(name: string): Unit | undefined {
  const bracket = /[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(name);
  if (bracket) return unitOf(bracket[1]!);
  const words = writtenWords(name);
  if (words.length < 2) return undefined;
  // "Miles_per_Gallon": the whole name is one unit, a quotient.
  if (words.some((w) => w.toLowerCase() === 'per')) {
    const whole = unitOf(words.join(' '));
    if (whole) return whole;
  }
  // A unit of two letters or more anywhere but alone ("yrs_married", "weight_kg", "visit_week");
  // a one-letter unit only last ("body_mass_g").
  for (const [i, word] of words.entries()) {
    if (word.length < 2 && i !== words.length - 1) continue;
    const unit = unitOf(word);
    if (unit) return unit;
  }
  return undefined;
}

function nameQuantities(name: string): Quantity[] {
  const words = writtenWords(name).map((w) => w.toLowerCase());
  return (Object.keys(QUANTITIES) as Quantity[]).filter((q) => {
    const { words: full, short = [] } = QUANTITIES[q];
    return words.some(
      (w) =>
        full.includes(w) ||
        short.includes(w) ||
        full.some((f) => f.length >= 5 && w.length > f.length + 2 && w.endsWith(f)) ||
        short.some((s) => w.length > s.length + 2 && w.endsWith(s) && /^[a-z]+$/.test(w)),
    );
  });
}

export function measureOf(name: string): Measure {
  const unit = nameUnit(name);
  return { ...(unit ? { unit } : {}), quantities: nameQuantities(name) };
}

/** Whether a column can be compared with a number in this unit: its own unit's kind, or a kind its quantity is measured in. */
export function fitsUnit(name: string, unit: Unit | undefined): boolean {
  if (!unit) return true;
  const measure = measureOf(name);
  if (measure.unit) return measure.unit.kind === unit.kind;
  if (measure.quantities.length === 0) return true;
  return measure.quantities.some((q) => QUANTITIES[q].kinds.length === 0 || QUANTITIES[q].kinds.includes(unit.kind));
}

/** The numeric columns a quantity names, in the table's order. */
export function columnsMeasuring(quantity: Quantity, table: TableWords): string[] {
  return (table.columns ?? []).filter((c) => c.type === 'number' && measureOf(c.name).quantities.includes(quantity)).map((c) => c.name);
}

/**
 * The numeric columns a number in this unit can be of: those whose own unit is of its kind
 * ("Conc (nM)" for "10 uM"), else those measuring a quantity of that kind ("bodywt" for "1 kg").
 */
export function columnsInKind(unit: Unit, table: TableWords): string[] {
  const numeric = (table.columns ?? []).filter((c) => c.type === 'number');
  const own = numeric.filter((c) => measureOf(c.name).unit?.kind === unit.kind);
  if (own.length > 0) return own.map((c) => c.name);
  return numeric.filter((c) => !measureOf(c.name).unit && measureOf(c.name).quantities.some((q) => QUANTITIES[q].kinds.includes(unit.kind))).map((c) => c.name);
}

/** The numeric columns of a quantity: by their words, or by their unit where the unit says it. */
function columnsOfQuantity(quantity: Quantity, table: TableWords): string[] {
  const { saidByUnit = [] } = QUANTITIES[quantity];
  return (table.columns ?? [])
    .filter((c) => c.type === 'number')
    .filter((c) => {
      const measure = measureOf(c.name);
      return measure.quantities.includes(quantity) || (measure.unit !== undefined && saidByUnit.includes(measure.unit.kind));
    })
    .map((c) => c.name);
}

/**
 * "fuel economy against horsepower": a quantity's name in the request, where no column is named,
 * is the one column of that quantity (Miles_per_Gallon, "Peak (°C)"). Two such columns leave the
 * words unread, refused by name: which one was meant is not for the reader to pick.
 */
export function quantityMentions(text: string, table: TableWords, mentions: readonly Mention[]): Mention[] {
  const out = [...mentions];
  for (const quantity of Object.keys(QUANTITIES) as Quantity[]) {
    const { words, saidByUnit } = QUANTITIES[quantity];
    if (!saidByUnit) continue;
    const pattern = new RegExp(String.raw`\b(?:${words.map((w) => escapeRegExp(w).replace(/ /g, String.raw`[\s-]+`)).join('|')})s?\b`, 'gi');
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // "fuel economy" is no "fuel" (fl) and an "economy": a column's short form inside the phrase gives way to it.
      const inside = out.filter((o) => start < o.end && end > o.start);
      if (inside.some((o) => !LOOSE_NAMING.has(o.how) || o.start < start || o.end > end)) continue;
      for (const o of inside) out.splice(out.indexOf(o), 1);
      // "kiln temperature", "the temperature of the kiln": the quantity of a thing named is that
      // thing's column when it is a number; of a column of categories ("clay temperature" beside
      // clay red/buff) it is a quantity the data does not hold.
      const before = out.findIndex((o) => o.end <= start && /^\s+$/.test(text.slice(o.end, start)));
      const after = out.findIndex((o) => o.start >= end && /^\s+of\s+(?:the\s+)?$/i.test(text.slice(end, o.start)));
      const of = before >= 0 ? before : after;
      if (of >= 0) {
        const numeric = table.columns?.find((c) => c.name === out[of]!.column)?.type === 'number';
        if (numeric) out[of] = before >= 0 ? { ...out[of]!, end } : { ...out[of]!, start };
        continue;
      }
      const columns = columnsOfQuantity(quantity, table);
      if (columns.length === 1) out.push({ column: columns[0]!, start, end, how: 'what it measures' });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The quantity a word of the request names ("concentrations", "temperature", "ages"), by its lemma. */
export function quantityNamed(lemma: string): Quantity | undefined {
  const word = lemma.toLowerCase();
  return (Object.keys(QUANTITIES) as Quantity[]).find((q) => QUANTITIES[q].words.includes(word));
}

/** The unit of the column's values, when its name says it. */
export function unitOfColumn(name: string): Unit | undefined {
  return measureOf(name).unit;
}
