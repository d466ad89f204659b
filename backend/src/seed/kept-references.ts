/**
 * The demo's references sheet, kept from the products' pass (which generates them) until the products exist and it
 * can be read. Each generated batch's rows are kept as one JSON text: kept as arrays, a million products' 970,000
 * reference rows were 8.7 million strings on the import's thread, which every full collection marked again while the
 * import ran (the collector was 45 % of that thread's busy time, its heap 1 GB).
 */
export class KeptReferences {
  private batches: string[] = [];

  /** One batch's references (`encodeReferences`), in product order. */
  add(encoded: string): void {
    if (encoded !== '[]') this.batches.push(encoded);
  }

  /** For each product with references, their rows, in product order; each batch is let go once read. */
  *products(): Generator<string[][]> {
    const batches = this.batches;
    this.batches = [];
    for (let i = 0; i < batches.length; i++) {
      const products = JSON.parse(batches[i]) as string[][][];
      batches[i] = '';
      yield* products;
    }
  }
}

/** A batch's references (for each product with references, their rows) as KeptReferences keeps them. */
export const encodeReferences = (references: string[][][]): string => JSON.stringify(references);
