/** What a catalogue sheet may weigh. Excel itself stops at 1,048,576 rows and 32,767 characters a cell. */
export const SHEET_LIMITS = {
  /** Checked on the file before any parsing. */
  // A million lean rows with validation cells weigh about 220 MB (bench/catalogue).
  maxBytes: 300 * 1024 * 1024,
  /** Characters in one row (all cells together): bounds the memory one malformed row (an unclosed quote) can take. */
  maxRowChars: 2_000_000,
  /** Unpacked size of an XLSX part held in memory while reading (shared strings, styles, workbook, relations). */
  maxXlsxPartBytes: 256 * 1024 * 1024,
  /** Unpacked size of the worksheet XML, which is streamed: bounds the time a ZIP bomb disguised as XLSX takes. */
  maxWorksheetBytes: 4 * 1024 * 1024 * 1024,
  /** Parts in an XLSX package; real workbooks have a few dozen. */
  maxXlsxParts: 10_000,
} as const;

export interface ArchiveLimits {
  maxEntries: number;
  /** Uncompressed bytes of one entry, counted while inflating. */
  maxEntryBytes: number;
  /** Uncompressed bytes of all entries together, counted while inflating. */
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio accepted for entries above `ratioFromBytes` (a ZIP bomb is far above). */
  maxRatio: number;
  ratioFromBytes: number;
}

/** Limits for the ZIP of product images that comes with a catalogue sheet. */
export const ARCHIVE_LIMITS: ArchiveLimits = Object.freeze({
  maxEntries: 20_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
});
