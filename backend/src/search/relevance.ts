/**
 * How a word's hits are ranked, the same in every engine. Each signal is worth more than all the
 * weaker ones together, so a hit's rank is a small integer (the sum of its signals) and hits are
 * ordered by it, then by pid: no text score, so PostgreSQL and Elasticsearch order alike.
 *
 * The fields come in three levels (the `search` weight of @shop/contract's products/product-fields.ts):
 * - A, the product's names: catalogue number, RRID, gene symbol, product name;
 * - B and C, what else names the target: aliases, protein name, database identifiers;
 * - D, background text: a word found only there still finds the product, below every product
 *   that is about that word ("p53" in MDM2's description ranks below every p53 antibody).
 */
export const RANK = {
  /**
   * Above every other signal, times the place from the end: the input is one word of several names (a family, the
   * loading controls, a Chinese target name read as its names) and this one of them, counted from the end, is one of
   * the product's target names. Products go in the order the names are listed (issue 49: HSP70 before HSP90 before
   * HSP27); the first listed name that matches counts.
   */
  listed: 2048,
  /** The input is the product's catalogue number (case and separators ignored). */
  catalogueNumber: 1024,
  /** The input is the product's RRID. */
  rrid: 512,
  /**
   * The input is one of the target's own names (gene symbol, protein name or family, the target its
   * name starts with: see product-target.ts), or some of the typed words are and every word is in
   * the product's names.
   */
  target: 256,
  /** The same with any of the target's names, aliases included ("p38" is also an alias of synaptophysin). */
  alias: 128,
  /** The target the product name starts with is the input: "p53" puts "p53 Mouse mAb" before "Acetyl-p53". */
  nameTarget: 64,
  /** A match of the target's own names (not an alias only) whose product name is the target plainly: TP53 puts "p53 (7F5) Rabbit mAb" before "Phospho-p53 (Ser15)". */
  plain: 32,
  /** Every word is in the product's names (A), whole or as a prefix; a catalogue number the input begins. */
  name: 16,
  /** The words stand together in typed order in the product's names ("anti-rabbit igg", not "anti-mouse igg … rabbit"). */
  namePhrase: 8,
  /** Every word is a whole word of the product's names (actin, not only actinin). */
  wholeName: 4,
  /** Every word is in the product's names, aliases, protein name or identifiers (A, B, C): not only in background text. */
  fields: 2,
  /** … as a whole word there ("actin" in "actin-dependent regulator", not only "trans-acting"). */
  wholeFields: 1,
} as const;
