// The numbers that bound what a chart data file may make any parser consume. A file over a
// limit is refused with the reason beside it (see reasons.ts), never truncated silently.

/** Largest accepted file: the "8 MB" of the interface, read as 8 MiB (DATA_FILE_TOO_LARGE). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
/** Data rows after the header, blank rows not counted (DATACHART_TOO_MANY_ROWS). */
export const MAX_ROWS = 100_000;
/** Columns of the table, counted to the rightmost non-empty cell (DATACHART_TOO_MANY_COLUMNS). */
export const MAX_COLUMNS = 500;
/** Data rows times columns (DATACHART_TOO_MANY_CELLS). */
export const MAX_CELLS = 2_000_000;

/** Delimiter detection reads at most this many characters from the start of a text file... */
export const SNIFF_CHARS = 64 * 1024;
/** ...and at most this many records of them. */
export const SNIFF_RECORDS = 100;

// The zip limits of workbooks are the shared zip guard's (core/zip.ts).

/**
 * Text files up to this size are parsed on the caller's thread (a few milliseconds of its
 * event loop), larger ones in the bounded worker, which takes longer to start than these parse.
 */
export const INLINE_TEXT_BYTES = 64 * 1024;

/** Wall-clock time one parse may take before its worker is terminated. */
export const PARSE_TIMEOUT_MS = 10_000;
/** V8 old-generation heap of the parse worker, in MiB (a 2,000,000-cell XLSX needs about 256). */
export const PARSE_MAX_OLD_GENERATION_MB = 384;
/** V8 young-generation heap of the parse worker, in MiB. */
export const PARSE_MAX_YOUNG_GENERATION_MB = 32;
/** Parses running at once in one process; more wait their turn. */
export const MAX_CONCURRENT_PARSES = 2;
