/**
 * Catalogue numbers are compared without case and separators: AB-1234, ab1234 and AB 1234 are one.
 * The products table keeps this key (catalogue_key, unique); the importer, the staff editor, quick
 * order, order again and the search engines all compare numbers through it.
 */
export function catalogueKey(catalogueNumber: string): string {
  return catalogueNumber.toLowerCase().replace(/[^a-z0-9]/g, '');
}
