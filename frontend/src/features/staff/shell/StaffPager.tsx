import { useTranslation } from 'react-i18next';

/** Previous / "page x of y" / next under a staff list; hidden when everything fits on one page. */
export function StaffPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <div className="staff-pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span>{t('pageOf', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </div>
  );
}
