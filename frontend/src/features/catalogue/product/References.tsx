import { useTranslation } from 'react-i18next';

export interface Reference {
  name: string;
  qikan: string;
  id: string;
  shuxing: string;
  application: string;
  if: string;
}

/** Spec section 3: the reference list is static and, for now, empty. */
const REFERENCES: Reference[] = [];

export function References() {
  const { t } = useTranslation('catalogue');
  return (
    <section className="product-block" aria-labelledby="references">
      <h2 id="references">{t('references.title')}</h2>
      {REFERENCES.length === 0 ? (
        <p>{t('references.none')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('references.name')}</th>
                <th scope="col">{t('references.journal')}</th>
                <th scope="col">PubMed ID</th>
                <th scope="col">{t('references.sample')}</th>
                <th scope="col">{t('references.application')}</th>
                <th scope="col">{t('references.impact')}</th>
              </tr>
            </thead>
            <tbody>
              {REFERENCES.map((r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                  <td>{r.qikan}</td>
                  <td><a href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(r.id)}/`} target="_blank" rel="noopener noreferrer">{r.id}</a></td>
                  <td>{r.shuxing}</td>
                  <td>{r.application}</td>
                  <td>{r.if}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
