import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * product_search is derived from products (as the Elasticsearch index is), and only the index's own code writes it,
 * from products' rows: its foreign key guarded nothing a reader relies on, yet checked every row written, one trigger
 * call and a lock on the product's row each (19.4 of the 35.8 s a fresh index of a million products spent copying its
 * rows in). Setting the key aside during that copy would have locked products exclusively until it committed, every
 * product page waiting. What the key also did, take a deleted product's row with it, a statement trigger on products
 * does now.
 */
export class SearchRowsWithoutForeignKey1795700000080 implements MigrationInterface {
  name = 'SearchRowsWithoutForeignKey1795700000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE product_search DROP CONSTRAINT IF EXISTS product_search_product_id_fkey');
    await q.query(`
      CREATE FUNCTION product_search_forget_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM product_search s USING deleted_products d WHERE s.product_id = d.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER products_deleted_leave_search AFTER DELETE ON products
      REFERENCING OLD TABLE AS deleted_products FOR EACH STATEMENT EXECUTE FUNCTION product_search_forget_deleted()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER products_deleted_leave_search ON products');
    await q.query('DROP FUNCTION product_search_forget_deleted()');
    await q.query('DELETE FROM product_search s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id)');
    await q.query('ALTER TABLE product_search ADD CONSTRAINT product_search_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE');
  }
}
