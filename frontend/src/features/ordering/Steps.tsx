import { useTranslation } from 'react-i18next';

const STEPS = ['fill', 'confirm', 'submitted'] as const;

/** The order form's three-step indicator: fill out, confirm, submitted. */
export function Steps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('ordering');
  return (
    <ol className="order-steps" aria-label={t('steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step} className={index + 1 === current ? 'is-current' : index + 1 < current ? 'is-done' : undefined} aria-current={index + 1 === current ? 'step' : undefined}>
          <span className="order-steps__number">{index + 1}</span> {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
