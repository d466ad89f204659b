import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { hotUrl } from '../hotQuery';
import '../catalogue.css';
import { LOADING_CONTROLS } from './loadingControls';

const PRODUCT_TYPE = 'Loading Control Antibody';

export default function LoadingControlPage() {
  const { t } = useTranslation('catalogue');
  useEffect(() => {
    document.title = t('loadingControl.title');
  }, [t]);
  return (
    <>
      <Breadcrumb items={[{ label: t('hot.crumb'), to: hotUrl(null) }, { label: t('loadingControl.title') }]} />
      <section className="container page productsel">
        <h1>{t('loadingControl.title')}</h1>
        <p>{t('loadingControl.intro')}</p>
        <div className="table-scroll">
          <table className="productsel-table">
            <caption className="visually-hidden">{t('loadingControl.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('loadingControl.compartment')}</th>
                <th scope="col">{t('loadingControl.marker')}</th>
                <th scope="col">{t('loadingControl.gene')}</th>
                <th scope="col">{t('loadingControl.weight')}</th>
              </tr>
            </thead>
            <tbody>
              {LOADING_CONTROLS.flatMap(({ compartment, markers }) =>
                markers.map((marker, i) => (
                  <tr key={`${compartment}-${marker.gene}`}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={markers.length}>
                        {t(`loadingControl.compartments.${compartment}`)}
                      </th>
                    )}
                    <td>
                      <Link to={hotUrl(marker.name, { producttype: [PRODUCT_TYPE] })}>{marker.name}</Link>
                    </td>
                    <td>{marker.gene}</td>
                    <td>{marker.kda} kDa</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        <p className="productsel__note">{t('loadingControl.note')}</p>
      </section>
    </>
  );
}
