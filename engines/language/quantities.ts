// Units of measurement as people write them after a number or in a column's name: "75 ft",
// "300 km", "80 °F", "2 mg/day", "10 uM", "Time (h)", "weight_kg", "visit_week". Each unit has
// a kind (length, mass, time, temperature, molar concentration ...) and its size in the kind's
// base unit, so that a number can be compared with a column measured in another unit of the same
// kind ("10 uM" against "Conc (nM)" is 10000), and refused against a column of another kind
// ("3 kg" is no height). Compound units ("mg/day", "pg/mL", "µmol/min/mg") are the quotient of
// their parts. Prefixed symbols keep their case: "nM" is nanomolar, "nm" nanometres.

export interface Unit {
  /** As written. */
  text: string;
  /** "length", "mass", "time", "temperature", "molar", "amount", "volume", "percent", "pressure", or a quotient ("mass/time"). */
  kind: string;
  /** The unit's size in its kind's base unit (metre, gram, second, kelvin, mol/L ...). */
  factor: number;
  /** Added after scaling: temperatures (°F and °C to kelvin). */
  offset?: number;
}

type Simple = Omit<Unit, 'text'>;

const MICRO = '(?:µ|μ|u|mc)';

/** Written forms, matched whole; the first that matches wins. Case matters only where it says so. */
const UNITS: ReadonlyArray<readonly [RegExp, Simple]> = [
  // Molar concentrations before lengths: "nM" is not "nm".
  [/^pM$/, { kind: 'molar', factor: 1e-12 }],
  [/^nM$/, { kind: 'molar', factor: 1e-9 }],
  [new RegExp(`^${MICRO}M$`), { kind: 'molar', factor: 1e-6 }],
  [/^mM$/, { kind: 'molar', factor: 1e-3 }],
  [/^M$/, { kind: 'molar', factor: 1 }],
  [/^(?:molar)$/i, { kind: 'molar', factor: 1 }],
  [/^(?:mol|moles?)$/i, { kind: 'amount', factor: 1 }],
  [/^mmol$/i, { kind: 'amount', factor: 1e-3 }],
  [new RegExp(`^${MICRO}mol$`, 'i'), { kind: 'amount', factor: 1e-6 }],
  [/^nmol$/i, { kind: 'amount', factor: 1e-9 }],
  [/^nm$/, { kind: 'length', factor: 1e-9 }],
  [new RegExp(`^${MICRO}m$`), { kind: 'length', factor: 1e-6 }],
  [/^(?:mm|millimet(?:er|re)s?)$/i, { kind: 'length', factor: 1e-3 }],
  [/^(?:cm|centimet(?:er|re)s?)$/i, { kind: 'length', factor: 1e-2 }],
  [/^(?:m|met(?:er|re)s?)$/, { kind: 'length', factor: 1 }],
  [/^(?:km|kilomet(?:er|re)s?)$/i, { kind: 'length', factor: 1e3 }],
  [/^(?:inch|inches)$/i, { kind: 'length', factor: 0.0254 }],
  [/^(?:ft|feet|foot)$/i, { kind: 'length', factor: 0.3048 }],
  [/^(?:mi|miles?)$/i, { kind: 'length', factor: 1609.344 }],
  [/^pg$/, { kind: 'mass', factor: 1e-12 }],
  [/^ng$/, { kind: 'mass', factor: 1e-9 }],
  [new RegExp(`^${MICRO}g$`), { kind: 'mass', factor: 1e-6 }],
  [/^(?:mg|milligrams?)$/i, { kind: 'mass', factor: 1e-3 }],
  [/^(?:g|grams?)$/i, { kind: 'mass', factor: 1 }],
  [/^(?:kg|kilos?|kilograms?)$/i, { kind: 'mass', factor: 1e3 }],
  [/^(?:lbs?|pounds?)$/i, { kind: 'mass', factor: 453.59237 }],
  [/^(?:oz|ounces?)$/i, { kind: 'mass', factor: 28.349523125 }],
  [/^(?:tonnes?|tons?)$/i, { kind: 'mass', factor: 1e6 }],
  [/^(?:ms|milliseconds?)$/i, { kind: 'time', factor: 1e-3 }],
  [/^(?:s|secs?|seconds?)$/i, { kind: 'time', factor: 1 }],
  [/^(?:min|mins|minutes?)$/i, { kind: 'time', factor: 60 }],
  [/^(?:h|hr|hrs|hours?)$/i, { kind: 'time', factor: 3600 }],
  [/^(?:d|days?)$/i, { kind: 'time', factor: 86400 }],
  [/^(?:wk|wks|weeks?)$/i, { kind: 'time', factor: 604800 }],
  [/^(?:mo|mos|months?)$/i, { kind: 'time', factor: 2629746 }],
  [/^(?:yr|yrs|years?)$/i, { kind: 'time', factor: 31556952 }],
  [/^(?:°C|ºC|C|deg ?C|degrees? ?C|celsius|degrees? celsius|centigrade)$/i, { kind: 'temperature', factor: 1, offset: 273.15 }],
  [/^(?:°F|ºF|F|deg ?F|degrees? ?F|fahrenheit|degrees? fahrenheit)$/i, { kind: 'temperature', factor: 5 / 9, offset: 459.67 * (5 / 9) }],
  [/^(?:K|kelvin)$/, { kind: 'temperature', factor: 1, offset: 0 }],
  [new RegExp(`^${MICRO}[lL]$`), { kind: 'volume', factor: 1e-6 }],
  [/^(?:ml|mL|millilit(?:er|re)s?)$/, { kind: 'volume', factor: 1e-3 }],
  [/^dL$/i, { kind: 'volume', factor: 1e-1 }],
  [/^(?:l|L|lit(?:er|re)s?)$/, { kind: 'volume', factor: 1 }],
  [/^(?:gal|gallons?)$/i, { kind: 'volume', factor: 3.785411784 }],
  [/^(?:%|percent|per ?cent|pct)$/i, { kind: 'percent', factor: 1 }],
  [/^mmHg$/i, { kind: 'pressure', factor: 133.322 }],
  [/^kPa$/i, { kind: 'pressure', factor: 1000 }],
  [/^mph$/i, { kind: 'length/time', factor: 1609.344 / 3600 }],
  [/^(?:kph|kmh)$/i, { kind: 'length/time', factor: 1000 / 3600 }],
  [/^mpg$/i, { kind: 'length/volume', factor: 1609.344 / 3.785411784 }],
];

function simple(text: string): Simple | undefined {
  const t = text.trim();
  return UNITS.find(([pattern]) => pattern.test(t))?.[1];
}

/** The unit a text is, simple or a quotient of units ("mg/day", "µmol/min/mg", "pg per mL"); undefined when it is none. */
export function unitOf(text: string): Unit | undefined {
  const parts = text.trim().split(/\s*(?:\/|\bper\b)\s*/);
  if (parts.some((p) => p === '')) return undefined;
  const units = parts.map(simple);
  if (units.some((u) => u === undefined)) return undefined;
  const [head, ...rest] = units as Simple[];
  if (rest.length === 0) return { text: text.trim(), ...head! };
  // A quotient has no offset: "°C/min" is a rate of change, measured from zero.
  return { text: text.trim(), kind: [head!.kind, ...rest.map((u) => u.kind)].join('/'), factor: rest.reduce((f, u) => f / u.factor, head!.factor) };
}

/** A unit written at the start of a text ("ft: girth", " mg/day,", "°F."), with its length; undefined when none starts it. */
export function unitAt(text: string): { unit: Unit; length: number } | undefined {
  const m = /^\s*((?:°|º)\s?[CF]\b|degrees?(?: (?:celsius|fahrenheit|[CF]))?\b|deg ?[CF]\b|[\p{L}µμ%]+(?:\s*\/\s*[\p{L}µμ]+)*(?:\s+per\s+[\p{L}µμ]+)?)/u.exec(text);
  if (!m) return undefined;
  // The longest reading first: "mg/day" before "mg", "degrees F" before "degrees". Each is a
  // prefix of the words as written.
  const lead = m[0].length - m[1]!.length;
  const whole = m[1]!;
  const slashes = [...whole.matchAll(/\s*\/\s*/g)].map((s) => s.index ?? 0).reverse();
  const perAt = /\s+per\s+[\p{L}µμ]+$/u.exec(whole)?.index;
  const candidates = [whole, ...(perAt !== undefined ? [whole.slice(0, perAt)] : []), ...slashes.map((at) => whole.slice(0, at))];
  for (const candidate of candidates) {
    const unit = unitOf(candidate);
    if (unit) return { unit, length: lead + candidate.length };
  }
  return undefined;
}

/** Whether two units measure the same kind of thing. */
export function sameKind(a: Unit, b: Unit): boolean {
  return a.kind === b.kind;
}

/** A value in unit `from` expressed in unit `to` (of the same kind). */
export function convert(value: number, from: Unit, to: Unit): number {
  const base = value * from.factor + (from.offset ?? 0);
  const converted = (base - (to.offset ?? 0)) / to.factor;
  // Rounded to what the conversion can carry, so that "10 uM" is 10000 nM, not 9999.999999999998.
  return Number(converted.toPrecision(12));
}
