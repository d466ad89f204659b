import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePromotionListQuery } from './promotionsApi';
import { StaffShell } from '../shell/StaffShell';

/** Every promotion with a link to its editor, plus creating a new one. */
export default function PromotionListPage() {
  const { t } = useTranslation('admin');
  const list = usePromotionListQuery();
  return (
    <StaffShell title={t('nav.promotions')}>
      <p>
        <Link className="button" to="/textedit/new">
          {t('promotions.new')}
        </Link>
      </p>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">{t('promotions.picture')}</th>
            <th scope="col">{t('promotions.nameZh')}</th>
            <th scope="col">{t('promotions.nameEn')}</th>
            <th scope="col">{t('promotions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.map((p) => (
            <tr key={p.textid}>
              <td>{p.textid}</td>
              <td>{p.imagefile && <img src={p.imagefile} alt="" className="staff-table__thumb" />}</td>
              <td>{p.textname_ch}</td>
              <td>{p.textname_en}</td>
              <td>
                <Link to={`/textedit/${p.textid}`}>{t('promotions.edit')}</Link> · <Link to={`/texttemp/${p.textid}`}>{t('promotions.view')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffShell>
  );
}
