import { useTranslation } from 'react-i18next';
import { isDemoPubmedId } from '@shop/contract';
import { citationText } from '../../../shared/catalogue/citation';
import { CopyButton } from '../../../shared/ui/CopyButton';
import { DemoDataNote } from '../../../shared/ui/DemoDataNote';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import type { Product } from '../catalogueApi';
import './evidence.css';

const pubmed = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`;

/** How to cite the antibody (name, clone, supplier, Cat#, RRID), ready to copy. */
function CiteThis({ product }: { product: Product }) {
  const { t } = useTranslation('evidence');
  const { t: lots } = useTranslation('lots');
  const { t: layout } = useTranslation('layout');
  const text = citationText(product, layout('brand.name'), lots);
  return (
    <div className="cite-this">
      <h3 id="cite-this">{t('cite.title')}</h3>
      <p>
        <q data-testid="cite-this" aria-labelledby="cite-this">{text}</q>
      </p>
      <CopyButton text={text} label={t('cite.copy')} accessibleLabel={t('cite.copyLabel')} copied={t('cite.copied')} failed={t('cite.copyFailed')} />
    </div>
  );
}

/** Spec section 3's reference list: the publications that used the antibody, with PubMed links. */
export function References({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const { t: e } = useTranslation('evidence');
  const values = useCatalogueValues();
  const references = product.reference ?? [];
  const label = (text: string) => <span className="reference__label">{text}</span>;
  // Invented references (demo PubMed IDs) link nowhere: PubMed would open an unrelated paper.
  const linked = (pmid: string) => pmid !== '' && !isDemoPubmedId(pmid);
  const invented = references.some((r) => isDemoPubmedId(r.id));
  return (
    <section className="product-block references" aria-labelledby="references">
      <h2 id="references">{references.length > 0 ? e('references.title', { count: references.length }) : t('references.title')}</h2>
      <CiteThis product={product} />
      {references.length === 0 ? (
        <p>{t('references.none')}</p>
      ) : (
        <>
          {invented && <p className="references__demo-note">{e('references.demoNote')}</p>}
          <div className="table-scroll">
            <table className="references__table">
              <thead>
                <tr>
                  <th scope="col">{t('references.name')}</th>
                  <th scope="col">{t('references.journal')}</th>
                  <th scope="col">{e('references.pmid')}</th>
                  <th scope="col">{t('references.sample')}</th>
                  <th scope="col">{e('references.species')}</th>
                  <th scope="col">{t('references.application')}</th>
                  <th scope="col">{t('references.impact')}</th>
                </tr>
              </thead>
              <tbody>
                {references.map((r, i) => (
                  <tr key={`${r.id}-${i}`} data-pmid={r.id || undefined}>
                    <td className="reference__title">{linked(r.id) ? <a href={pubmed(r.id)} target="_blank" rel="noopener noreferrer">{r.name}</a> : r.name}</td>
                    <td>{r.qikan && <>{label(t('references.journal'))}{r.qikan}</>}</td>
                    <td>
                      {r.id && (
                        <>
                          {label(e('references.pmid'))}
                          {linked(r.id) ? (
                            <a href={pubmed(r.id)} target="_blank" rel="noopener noreferrer" aria-label={e('references.pubmedLabel', { pmid: r.id })}>{r.id}</a>
                          ) : (
                            <>
                              <span>{r.id}</span> <DemoDataNote />
                            </>
                          )}
                        </>
                      )}
                    </td>
                    <td>{r.shuxing && <>{label(t('references.sample'))}{r.shuxing}</>}</td>
                    <td>{r.species && <>{label(e('references.species'))}{values.label('reactivity', r.species)}</>}</td>
                    <td>{r.application && <>{label(t('references.application'))}{values.label('application', r.application)}</>}</td>
                    <td>{r.if && <>{label(t('references.impact'))}{r.if}</>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
