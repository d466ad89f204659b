import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pages: number): Array<number | 'gap'> {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pages, onPage }: Props) {
  const { t } = useTranslation('catalogue');
  const [jump, setJump] = useState('');
  if (pages <= 1) return null;

  const go = (event: FormEvent) => {
    event.preventDefault();
    const target = Number.parseInt(jump, 10);
    if (Number.isFinite(target)) onPage(Math.min(Math.max(target, 1), pages));
    setJump('');
  };

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <ol>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={p === page ? 'button' : 'button button--ghost'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
      <form className="pagination__jump" onSubmit={go}>
        <label>
          <span>{t('pagination.jumpTo')}</span>
          <input type="number" min={1} max={pages} inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value)} />
        </label>
        <span>{t('pagination.of', { pages })}</span>
        <button type="submit" className="button button--ghost">{t('pagination.go')}</button>
      </form>
    </nav>
  );
}
