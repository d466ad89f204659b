/**
 * How people read an order's number, on the pages and in mails: SO- and at least six digits
 * (order 42 is SO-000042), so it is not mistaken for a quantity or a price and reads well on the
 * phone. The API keeps `orderlistid` as the plain integer (spec section 7); its mails and PDFs and the
 * app's pages all write it with this function.
 */
export function orderNumber(orderlistid: number): string {
  return `SO-${String(orderlistid).padStart(6, '0')}`;
}
