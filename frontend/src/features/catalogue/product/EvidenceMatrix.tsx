import { useTranslation } from 'react-i18next';
import type { Product } from '../catalogueApi';
import { EvidenceBadge } from './EvidenceBadge';
import { EvidenceFigure } from './EvidenceFigure';
import { EVIDENCE_KIND_ORDER, evidenceMatrix } from './evidenceMatrix';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import './evidence.css';

/**
 * What backs the antibody in each application (rows) and species (columns): knockout, own data,
 * approved reviews, references, with the figures one click away. On a phone each application
 * becomes a card listing only the species that have evidence (see evidence.css).
 */
export function EvidenceMatrix({ product }: { product: Product }) {
  const { t } = useTranslation('evidence');
  const { label } = useCatalogueValues();
  const matrix = evidenceMatrix(product.validation ?? [], product.application, product.reactivity);

  return (
    <section className="product-block evidence" aria-labelledby="evidence-title">
      <h2 id="evidence-title">{t('matrix.title')}</h2>
      {matrix.empty ? (
        <p className="evidence__none">{t('matrix.none')}</p>
      ) : (
        <>
          <p className="evidence__intro">{t('matrix.intro')}</p>
          <div className="evidence-matrix__scroll" role="region" aria-label={t('matrix.tableLabel')} tabIndex={0}>
            <table className="evidence-matrix">
              <thead>
                <tr>
                  <th scope="col">{t('matrix.corner')}</th>
                  {matrix.species.map((species) => (
                    <th key={species} scope="col">{label('reactivity', species)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.applications.map((application) => {
                  const backed = matrix.species.some((species) => matrix.cell(application, species));
                  return (
                    <tr key={application} data-application={application} className={backed ? undefined : 'evidence-matrix__row--none'}>
                      <th scope="row">
                        {label('application', application)}
                        {!backed && <span className="evidence-matrix__row-none">{t('matrix.rowNone')}</span>}
                      </th>
                      {matrix.species.map((species) => {
                        const cell = matrix.cell(application, species);
                        if (!cell) {
                          return (
                            <td key={species} className="evidence-matrix__cell evidence-matrix__cell--none" data-species={species}>
                              <span aria-hidden="true">–</span>
                              <span className="visually-hidden">{t('matrix.cellNone')}</span>
                            </td>
                          );
                        }
                        return (
                          <td key={species} className="evidence-matrix__cell" data-species={species}>
                            <span className="evidence-matrix__species">{label('reactivity', species)}</span>
                            <ul className="evidence-badges">
                              {cell.kinds.map((kind) => (
                                <li key={kind}>
                                  <EvidenceBadge kind={kind} count={kind === 'user-review' ? cell.reviews : kind === 'cited' ? cell.pmids.length : undefined} />
                                </li>
                              ))}
                            </ul>
                            {cell.figures.map((figure) => (
                              <EvidenceFigure key={figure.figure.zoom} figure={figure} application={label('application', application)} species={label('reactivity', species)} />
                            ))}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="evidence-legend">
            <h3 id="evidence-legend">{t('matrix.legend')}</h3>
            <dl aria-labelledby="evidence-legend">
              {EVIDENCE_KIND_ORDER.map((kind) => (
                <div key={kind}>
                  <dt>
                    <EvidenceBadge kind={kind} />
                  </dt>
                  <dd>{t(`legend.${kind}`)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </>
      )}
    </section>
  );
}
