import type { TFunction } from 'i18next';
import type { SavedList } from './savedListsApi';

/** The favourites have no stored name: the interface names them ("我的收藏" / "Favourites"). */
export function listName(list: Pick<SavedList, 'name' | 'favourites'>, t: TFunction<'savedLists'>): string {
  return list.favourites === 1 ? t('favourites') : list.name;
}
