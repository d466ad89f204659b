import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { showNotice } from '../../shared/ui/notice';
import { formatLineAmount, formatLinesTotal, formatPrice } from '../../shared/money/price';
import { failureStatus, refusalDetail, serverMessage } from '../../shared/api/serverMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useRedirectToLogin } from '../account';
import '../../shared/ui/orderTables.css';
import { QuickOrderAnswer, QuickOrderLine, useAddQuickOrderMutation, usePreviewQuickOrderMutation } from './quickOrderApi';
import './quickOrder.css';

const MAX_LINES = 200;
/** The server's line numbering (quick-order-lines.ts): a swap replaces the line it names. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;
const filledLines = (text: string) => text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
const addable = (line: QuickOrderLine) => line.status !== 'flagged' && line.price !== undefined && line.quantity !== null;

/**
 * /quickorder: paste a standing list (`catalogue number [size] [quantity]` per line, or three
 * spreadsheet columns), check it, then add every matched line to the basket in one call.
 */
export default function QuickOrderPage() {
  const { t } = useTranslation('quickOrder');
  const language = useLanguage();
  const navigate = useNavigate();
  const toLogin = useRedirectToLogin();
  const hintId = useId();
  const [text, setText] = useState('');
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [result, setResult] = useState<QuickOrderAnswer | null>(null);
  const [problem, setProblem] = useState<string>();
  const [preview, previewing] = usePreviewQuickOrderMutation();
  const [add, adding] = useAddQuickOrderMutation();

  const count = filledLines(text);
  const stale = result !== null && checkedText !== text;
  const ready = result?.lines.filter(addable) ?? [];

  const failed = (error: unknown) => {
    if (failureStatus(error) === 401) return toLogin();
    setProblem(serverMessage(error) ?? t('failed'));
  };

  const checkText = async (lines: string) => {
    try {
      const answer = await preview(lines).unwrap();
      setResult(answer);
      setCheckedText(lines);
    } catch (error) {
      setResult(null);
      failed(error);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (count === 0) return setProblem(t('empty'));
    await checkText(text);
  };

  /** Issue 31: one click puts a discontinued product's replacement on its line and checks the list again. */
  const swap = async (line: QuickOrderLine) => {
    if (!line.replacement || checkedText === null) return;
    const lines = checkedText.split(LINE_BREAK);
    lines[line.line - 1] = line.replacement.text;
    const swapped = lines.join('\n');
    setText(swapped);
    setProblem(undefined);
    await checkText(swapped);
  };

  const addAll = async () => {
    if (checkedText === null || stale) return;
    setProblem(undefined);
    try {
      const answer = await add(checkedText).unwrap();
      // The server checks again: when it could not add a line the preview offered, the researcher sees which.
      const complete = (answer.added ?? 0) >= ready.length;
      showNotice(answer.message ?? t('added', { n: answer.added ?? 0 }), 'info', { leadsToPage: complete });
      if (complete) navigate('/shopcar');
      else setResult(answer);
    } catch (error) {
      // A refused add answers the lines too, each with what stopped it.
      const lines = refusalDetail(error, 'lines') as QuickOrderLine[] | undefined;
      if (lines) setResult({ lines, matched: Number(refusalDetail(error, 'matched') ?? 0), flagged: Number(refusalDetail(error, 'flagged') ?? 0) });
      failed(error);
    }
  };

  return (
    <>
      <Breadcrumb items={[{ label: t('basket'), to: '/shopcar' }, { label: t('title') }]} />
      <section className="container page ordering quick-order">
        <h1>{t('title')}</h1>
        <div className="quick-order__help" id={hintId}>
          <p>{t('intro')}</p>
          <ul>
            <li>{t('rules.size')}</li>
            <li>{t('rules.defaults')}</li>
            <li>{t('rules.separators')}</li>
            <li>{t('rules.limit', { max: MAX_LINES })}</li>
          </ul>
          <p className="quick-order__example-title">{t('example')}</p>
          <pre className="quick-order__example">{t('exampleLines')}</pre>
        </div>
        <form className="quick-order__form" onSubmit={(e) => void check(e)} noValidate>
          <label htmlFor="quick-order-lines">{t('label')}</label>
          <textarea
            id="quick-order-lines"
            name="lines"
            rows={10}
            spellCheck={false}
            autoComplete="off"
            value={text}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="quick-order__bar">
            <span className={count > MAX_LINES ? 'quick-order__count error-text' : 'quick-order__count'} aria-live="polite">
              {t('count', { n: count, max: MAX_LINES })}
            </span>
            <button type="submit" className="button" disabled={previewing.isLoading}>
              {previewing.isLoading ? t('checking') : t('check')}
            </button>
          </div>
          {problem && (
            <p className="error-text" role="alert">
              {problem}
            </p>
          )}
        </form>

        {result && (
          <section className="quick-order__result" aria-labelledby="quick-order-result">
            <h2 id="quick-order-result">{t('result.title')}</h2>
            <p className="quick-order__summary" role="status">
              <span className="ok-text" data-testid="matched-count">{t('result.matched', { n: result.matched })}</span>
              {result.flagged > 0 && <span className="error-text" data-testid="flagged-count">{t('result.flagged', { n: result.flagged })}</span>}
            </p>
            {stale && <p className="quick-order__stale" role="alert">{t('result.stale')}</p>}
            <div className="table-scroll">
              <table className="ordering-table quick-order__table">
                <thead>
                  <tr>
                    <th>{t('columns.line')}</th>
                    <th>{t('columns.catno')}</th>
                    <th>{t('columns.product')}</th>
                    <th>{t('columns.size')}</th>
                    <th>{t('columns.price')}</th>
                    <th>{t('columns.quantity')}</th>
                    <th>{t('columns.subtotal')}</th>
                    <th>{t('columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines.map((line) => (
                    <ResultRow key={line.line} line={line} onSwap={stale ? undefined : () => void swap(line)} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="ordering__summary quick-order__actions">
              <span>
                {t('result.total')} <strong data-testid="quick-order-total">{formatLinesTotal(ready.map((l) => ({ price: l.price ?? 0, quantity: l.quantity ?? 0 })), language)}</strong>
              </span>
              {result.lines.some((l) => l.status === 'added') ? (
                <Link className="button" to="/shopcar">{t('toBasket')}</Link>
              ) : (
                <button type="button" className="button" disabled={ready.length === 0 || stale || adding.isLoading} onClick={() => void addAll()}>
                  {t('add', { n: ready.length })}
                </button>
              )}
            </div>
          </section>
        )}
      </section>
    </>
  );

}

/** One pasted line: what it matched, or why it cannot be added (with the line as typed). */
function ResultRow({ line, onSwap }: { line: QuickOrderLine; onSwap?: () => void }) {
  const { t } = useTranslation('quickOrder');
  const language = useLanguage();
  const flagged = line.status === 'flagged';
  const priced = line.price !== undefined && line.quantity !== null;
  return (
    <tr className={flagged ? 'quick-order__row quick-order__row--flagged' : 'quick-order__row'} data-line={line.line}>
      <td data-label={t('columns.line')} className="quick-order__line">{line.line}</td>
      <td data-label={t('columns.catno')} className="quick-order__catno">{line.catno || '—'}</td>
      <td data-label={t('columns.product')} className="quick-order__product">{line.pid ? <Link to={`/production/${line.pid}`}>{line.productname}</Link> : '—'}</td>
      <td data-label={t('columns.size')} className="quick-order__figure">{line.specs ?? '—'}</td>
      <td data-label={t('columns.price')} className="quick-order__figure">{line.price !== undefined ? formatPrice(line.price, language) : '—'}</td>
      <td data-label={t('columns.quantity')} className="quick-order__figure">{line.quantity ?? '—'}</td>
      <td data-label={t('columns.subtotal')} className="quick-order__figure">{priced ? formatLineAmount(line.price ?? 0, line.quantity ?? 0, language) : '—'}</td>
      <td data-label={t('columns.status')} className="quick-order__status">
        {flagged ? (
          <>
            <span className="error-text">{line.message}</span>
            <span className="quick-order__typed">{t('typed', { text: line.text })}</span>
            {line.replacement && (
              <span className="quick-order__replacement">
                <button type="button" className="button" disabled={!onSwap} onClick={onSwap} data-testid="swap-replacement">
                  {t('replacement.swap', { catno: line.replacement.catno })}
                </button>
                <Link to={`/production/${line.replacement.pid}`}>{line.replacement.productname}</Link>
              </span>
            )}
          </>
        ) : (
          <span className="ok-text">{t(`status.${line.status}`)}</span>
        )}
      </td>
    </tr>
  );
}
