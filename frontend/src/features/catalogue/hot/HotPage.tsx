import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb, Crumb } from '../../../shared/ui/Breadcrumb';
import { useSearchItemsQuery } from '../catalogueApi';
import { CompareBar } from '../compare/CompareBar';
import { CorrectedSearch } from './CorrectedSearch';
import { QueryChips } from './QueryChips';
import { hotHead } from './hotHead';
import { Facet } from '@shop/contract';
import { clearFilters, hotPath, HotQuery, hotUrl, readHotQuery, sortBy, toggleFilter, withPredictedSpecies } from '../hotQuery';
import { DiscontinuedMatch } from './DiscontinuedMatch';
import { EmptyState } from './EmptyState';
import { FilterPanel } from './FilterPanel';
import { ListTools } from './ListTools';
import { Pagination } from './Pagination';
import { ResultList } from './ResultList';
import { SecondaryGuide } from './SecondaryGuide';
import { AbsentTarget, WidenedNotice } from './SearchNotice';
import '../catalogue.css';

/** /hot: the query string is the whole state; every change writes a new history entry. */
export default function HotPage() {
  const { t, i18n } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readHotQuery(params), [params]);
  const { data, currentData, isFetching, isError, refetch } = useSearchItemsQuery(query);
  // Busy until the answer shown is the one for the address (the previous answer stays meanwhile).
  const busy = isFetching || (!isError && currentData === undefined);
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(query.pageid);

  // The server's title names the searched word; a search made here renames the tab the same way.
  useEffect(() => {
    document.title = hotHead({ search: params, t: i18n.t }).title;
  }, [params, i18n]);

  // A page change should show the top of the new page, not the pager the user just clicked. Only a
  // real change of page scrolls: a "first render" flag is reset by StrictMode's second effect run and
  // by a remount, and then every load jumped down to the results (the header and breadcrumb left the screen).
  useEffect(() => {
    if (shownPage.current === query.pageid) return;
    shownPage.current = query.pageid;
    resultsTop.current?.scrollIntoView({ block: 'start' });
  }, [query.pageid]);

  const go = (next: HotQuery) => navigate(hotPath(next));
  const onToggle = (key: Facet, value: string) => go(toggleFilter(query, key, value));
  const onClearRow = (key: Facet) => go({ ...query, pageid: 1, filters: { ...query.filters, [key]: [] } });

  const crumbs: Crumb[] = [{ label: t('hot.crumb'), to: hotUrl(null) }];
  if (query.searchdata) crumbs.push({ label: query.searchdata });

  // No match is the server's "none" (code 300): the empty state instead of count, sort and pager.
  const matched = data !== undefined && (data.total ?? data.data?.length ?? 0) > 0;
  const found = matched ? data.data ?? [] : [];
  const pages = matched ? Math.max(data.page ?? 1, 1) : 0;
  const widened = matched && data.notice?.kind === 'widened' ? data.notice : undefined;
  // Absent: no product of the target. The list is empty, or holds products that only mention it (their descriptions).
  const absent = data?.notice?.kind === 'absent' ? data.notice : undefined;

  return (
    <>
      <Breadcrumb items={crumbs} />
      <div className="container page hot-page">
        <FilterPanel
          query={query}
          facets={data?.facets}
          onToggle={onToggle}
          onClearRow={onClearRow}
          onClearAll={() => go(clearFilters(query))}
          onPredicted={(predicted) => go(withPredictedSpecies(query, predicted))}
        />
        <section className="hot-results" aria-busy={busy} data-query={params.toString()}>
          <h1 ref={resultsTop} className="hot-results__title">
            {query.searchdata ? t('hot.titleFor', { word: query.searchdata }) : t('hot.title')}
          </h1>
          {matched && data.correctedword && query.searchdata && <CorrectedSearch typed={query.searchdata} corrected={data.correctedword} />}
          {widened && <WidenedNotice notice={widened} />}
          {data?.queryfilters && (
            <QueryChips chips={data.queryfilters} dropped={widened?.dropped} onRemove={(chip) => go({ ...query, pageid: 1, searchdata: chip.without || null })} />
          )}
          {absent && matched && <AbsentTarget notice={absent} words={query.searchdata ?? ''} chips={data.queryfilters ?? []} mentions />}
          <SecondaryGuide />
          {matched && (
            <p className="hot-results__count" role="status">
              {t('hot.count', { count: data.total ?? found.length, page: query.pageid, pages })}
            </p>
          )}
          {matched && <ListTools query={query} total={data.total ?? found.length} onSort={(sort) => go(sortBy(query, sort))} />}
          {isError && (
            <p className="error-text" role="alert">
              {t('hot.failed')}{' '}
              <button type="button" className="button button--ghost" onClick={() => refetch()}>{t('hot.retry')}</button>
            </p>
          )}
          {!data && !isError && <p role="status">{t('hot.loading')}</p>}
          {data?.discontinued && <DiscontinuedMatch found={data.discontinued} />}
          {absent && !matched && <AbsentTarget notice={absent} words={query.searchdata ?? ''} chips={data?.queryfilters ?? []} />}
          {data && !matched && !data.discontinued && !absent && <EmptyState />}
          {found.length > 0 && <ResultList items={found} />}
          {matched && <Pagination page={query.pageid} pages={pages} onPage={(pageid) => go({ ...query, pageid })} />}
        </section>
      </div>
      <CompareBar />
    </>
  );
}
