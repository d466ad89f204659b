import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../shared/api/serverMessage';
import { OrderAgainAnswer, OrderLine, useOrderAgainMutation } from './orderingApi';

/**
 * "Order again" on a past order (issue 25): every line is chosen at first; the chosen ones go back
 * into the basket at today's prices. A line that cannot be ordered any more says why, with the
 * product that replaces it when there is one.
 */
export function OrderAgain({ orderId, lines }: { orderId: number; lines: OrderLine[] }) {
  const { t } = useTranslation('ordering');
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(lines.map((l) => l.line)));
  const [orderAgain, sending] = useOrderAgainMutation();
  const [answer, setAnswer] = useState<OrderAgainAnswer | null>(null);
  const [problem, setProblem] = useState('');
  const all = chosen.size === lines.length;

  async function send() {
    setProblem('');
    setAnswer(null);
    if (chosen.size === 0) return setProblem(t('again.noneChosen'));
    try {
      setAnswer(await orderAgain({ orderlistid: orderId, line: all ? [] : [...chosen].sort((a, b) => a - b) }).unwrap());
    } catch (error) {
      setProblem(serverMessage(error) ?? t('again.failed'));
    }
  }

  const toggle = (line: number) => setChosen((now) => {
    const next = new Set(now);
    if (next.has(line)) next.delete(line);
    else next.add(line);
    return next;
  });

  return (
    <section className="order-again" aria-labelledby="order-again-title" data-testid="order-again">
      <h2 id="order-again-title">{t('again.title')}</h2>
      <ul className="order-again__lines">
        {lines.map((line) => (
          <li key={line.line}>
            <label>
              <input type="checkbox" checked={chosen.has(line.line)} onChange={() => toggle(line.line)} />{' '}
              {line.proinfo.catno} · {line.proinfo.productname} · {line.proinfo.size} × {line.quantity}
            </label>
          </li>
        ))}
      </ul>
      <p className="ordering__actions">
        <button type="button" className="button" disabled={sending.isLoading} onClick={() => void send()}>
          {all ? t('again.all') : t('again.chosen', { count: chosen.size })}
        </button>
      </p>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {answer && (
        <div role="status" className="order-again__answer">
          {answer.added.length > 0 && (
            <p>
              {t('again.added', { count: answer.added.length })} <Link to="/shopcar">{t('again.toBasket')}</Link>
            </p>
          )}
          {answer.skipped.map((s) => (
            <p key={s.line} className="order-again__skipped" data-testid="order-again-skipped">
              {t('again.skipped', { catno: s.catno, message: s.message })}{' '}
              {s.replacement && (
                <Link to={`/production/${s.replacement.pid}`}>{t('again.replacement', { catno: s.replacement.catno, name: s.replacement.productname })}</Link>
              )}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
