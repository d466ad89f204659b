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

/** POST /listinfo/addlist answer: the new list; POST /listinfo/addproduct answer: the list the product went into (the favourites when none was named). */
export interface ListChosen {
  listid: number;
}

/** POST /listinfo/delrows answer: how many rows were removed (rows of another list are not touched). */
export interface ListRowsRemoved {
  removed: number;
}

/** POST /listinfo/showlist and /dellist: the list named by its id. */
export interface ListQuery {
  listid: number;
}

/** POST /listinfo/addlist */
export interface NewListForm {
  name: string;
}

/** POST /listinfo/renamelist */
export interface ListRename extends ListQuery {
  name: string;
}

/** POST /listinfo/addproduct: into the list named, or the favourites without one; the first size without priceid. */
export interface ListAddition {
  listid?: number;
  pid: number;
  priceid?: number;
}

/** POST /listinfo/delrows and /tobasket: rows of one list (for tobasket none means the whole list). */
export interface ListRowsForm extends ListQuery {
  rowid: number[];
}

/** GET /listinfo/download: the list as a CSV or XLSX file, in a language. */
export interface ListDownloadQuery extends ListQuery {
  format: 'csv' | 'xlsx';
  lang: 'zh' | 'en';
}
