import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QueryFilter, SearchNotice } from '@shop/contract';
import { requirementUrl } from '../../content';
import { hotUrl } from '../hotQuery';
import { useChipLabels } from './chipLabels';

/** A space where Chinese meets Latin letters or digits ("没有PE标记" → "没有 PE 标记"), and none before a clause's punctuation. */
function tidy(text: string): string {
  return text
    .replace(/([\u3400-\u9fff])([A-Za-z0-9α-ωΑ-Ω])/g, '$1 $2')
    .replace(/([A-Za-z0-9α-ωΑ-Ω%)])([\u3400-\u9fff])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .replace(/\s+([;,.，。；])/g, '$1')
    .trim();
}

type Labels = ReturnType<typeof useChipLabels>;

/**
 * The sentence for a widened search, built from what each dropped chip says in the language's word
 * order: zh puts every chip before the target ("没有小鼠来源、PE 标记的 CD45 抗体"), en some before
 * ("PE-conjugated", "recombinant") and some after ("raised in mouse", "for IHC"). A dropped
 * modification lists the total protein instead ("没有磷酸化 AKT 抗体，以下为 AKT 总蛋白抗体").
 */
export function widenedText(notice: SearchNotice, t: TFunction, labels: Labels): string {
  const phrase = (chip: QueryFilter) => {
    const value = labels.values(chip);
    return t(`hot.notice.phrase.${chip.facet}`, { value, valueLower: value.toLowerCase(), defaultValue: labels.chip(chip) }).trim();
  };
  const join = (parts: string[], key: string) => parts.reduce((a, b) => t(key, { a, b }), parts.shift() ?? '');
  const forms = notice.dropped.filter((chip) => chip.facet === 'modification');
  const others = notice.dropped.filter((chip) => chip.facet !== 'modification');
  const at = (place: 'before' | 'after') =>
    others.filter((chip) => t(`hot.notice.place.${chip.facet}`, { defaultValue: 'before' }) === place).map(phrase).filter(Boolean);
  const before = join(at('before'), 'hot.notice.joinBefore');
  const after = join(at('after'), 'hot.notice.joinAfter');
  const target = notice.target;
  if (forms.length === 0) return tidy(t('hot.notice.widened', { before, after, target }));
  const form = forms
    .flatMap((chip) => chip.values.map((raw) => ({ chip, raw })))
    .map(({ chip, raw }) => {
      const value = labels.value(chip, raw);
      return t(`hot.notice.modification.${raw}`, { defaultValue: t('hot.notice.modification.other', { value, valueLower: value.toLowerCase() }) });
    })
    .join('/');
  return tidy(t(before || after ? 'hot.notice.widenedTotalWith' : 'hot.notice.widenedTotal', { before, after, form, target }));
}

/** The typed target exists but the chips in `dropped` left nothing: its other products follow, and the page says so. */
export function WidenedNotice({ notice }: { notice: SearchNotice }) {
  const { t } = useTranslation('catalogue');
  const labels = useChipLabels();
  return (
    <p className="hot-results__corrected hot-results__widened" role="status">
      {widenedText(notice, t, labels)}
    </p>
  );
}

/**
 * The catalogue has no product of the typed target: say so, offer the requirement form with the
 * target (and the words and source searched) filled in, and the targets of similar names it has.
 */
export function AbsentTarget({ notice, words, chips, mentions = false }: { notice: SearchNotice; words: string; chips: QueryFilter[]; mentions?: boolean }) {
  const { t } = useTranslation('catalogue');
  // A host the words named unambiguously ("小鼠抗", not "鼠抗" = mouse or rat) ticks the form's source box.
  const hosts = chips.find((chip) => chip.facet === 'host')?.values ?? [];
  const host = hosts.length === 1 ? hosts[0] : undefined;
  const request = requirementUrl({ product: notice.target, search: words, source: host });
  return (
    <div className={mentions ? 'absent-target absent-target--mentions' : 'empty-state absent-target'} role="status">
      <p className="absent-target__title">{t('hot.notice.absent', { target: notice.target })}</p>
      <p>{mentions ? t('hot.notice.mentions', { target: notice.target }) : t('hot.notice.absentHint')}</p>
      <Link className="button" to={request}>{t('hot.notice.request', { target: notice.target })}</Link>
      {notice.related.length > 0 && (
        <nav className="absent-target__related" aria-label={t('hot.notice.relatedLabel')}>
          <h2>{t('hot.notice.related')}</h2>
          <ul>
            {notice.related.map((target) => (
              <li key={target}>
                <Link to={hotUrl(target)}>{target}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
