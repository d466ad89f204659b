/** A researcher's saved product list (issue 31): favourites (one per account, named by the interface) or a named list. */
export interface SavedList {
  listid: number;
  /** '' for the favourites list, whose name is the interface's ("我的收藏" / "Favourites"). */
  name: string;
  favourites: 0 | 1;
  count: number;
}

/** One product size on a list, with today's catalogue price. */
export interface SavedListRow {
  rowid: number;
  pid: number;
  priceid: number;
  productname: string;
  catno: string;
  specs: string;
  price: number;
  /** True when the product has been discontinued: it stays on the list but cannot go into the basket. */
  discontinued: boolean;
}

/** POST /listinfo/showlist answer. */
export interface SavedListDetail {
  list: SavedList;
  rows: SavedListRow[];
}

/** POST /listinfo/tobasket answer: the rows that went into the basket and those that could not, with the reason. */
export interface ListToBasketAnswer {
  added: number[];
  skipped: Array<{ rowid: number; catno: string; message: string }>;
}
