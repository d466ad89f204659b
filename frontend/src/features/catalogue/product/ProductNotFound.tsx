import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { hotUrl } from '../hotQuery';

/**
 * /production/<unknown id or a name> (issue 48): the shop's not-found page for a product, answered
 * with 404 by the server, with a search for what was typed in place of the id (an old catalogue
 * number, a product name pasted into the address). A plain GET form, so it searches without script too.
 */
export function ProductNotFound({ typed }: { typed: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const navigate = useNavigate();
  useEffect(() => {
    document.title = i18n.t('product.notFound.title', { ns: 'seo' });
  }, [i18n]);
  const [word, setWord] = useState(typed);
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(hotUrl(word));
  };
  return (
    <>
      <Breadcrumb items={[{ label: t('hot.crumb'), to: hotUrl(null) }, { label: t('product.notFound.crumb') }]} />
      <section className="container page product-not-found" data-testid="product-not-found">
        <h1>{t('product.notFound.title')}</h1>
        <p>{t('product.notFound.text', { typed })}</p>
        <form role="search" action="/hot" method="get" onSubmit={search} className="product-not-found__search">
          <input type="hidden" name="pageid" value="1" />
          <label>
            {t('product.notFound.searchLabel')}
            <input type="search" name="searchdata" value={word} maxLength={100} onChange={(e) => setWord(e.target.value)} />
          </label>
          <button type="submit" className="button">
            {t('product.notFound.search')}
          </button>
        </form>
        <p>
          <Link to={hotUrl(null)}>{t('product.notFound.browse')}</Link> · <Link to="/">{t('product.notFound.home')}</Link>
        </p>
      </section>
    </>
  );
}
