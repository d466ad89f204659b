import { useTranslation } from 'react-i18next';
import { Blocks } from './Blocks';
import { type Block, structured } from './content';
import { FEEDBACK_FORMS, feedbackFileUrl } from './feedbackForms';
import { InfoFrame } from './InfoFrame';
import { useLanguage } from '../../i18n/useLanguage';
import { RelatedLinks } from './RelatedLinks';

/** /feedback — the four downloadable experiment feedback forms. */
export default function FeedbackPage() {
  const { t } = useTranslation('info');
  const language = useLanguage();
  return (
    <InfoFrame title={t('feedback.title')} lead={<Blocks blocks={structured<Block[]>(t, 'feedback.intro', [])} />}>
      <section aria-labelledby="feedback-forms">
        <h2 id="feedback-forms">{t('feedback.formsTitle')}</h2>
        <ul className="info-cards">
          {FEEDBACK_FORMS.map((form) => (
            <li key={form.key}>
              <h3>{t(`feedback.forms.${form.key}.name`)}</h3>
              <p>{t(`feedback.forms.${form.key}.text`)}</p>
              <a className="button" href={feedbackFileUrl(form.file, language)} download={form.file}>
                {t('feedback.download', { name: t(`feedback.forms.${form.key}.name`) })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="feedback-how">
        <h2 id="feedback-how">{t('feedback.howTitle')}</h2>
        <Blocks blocks={structured<Block[]>(t, 'feedback.how', [])} />
      </section>
      <RelatedLinks
        links={[
          { to: '/qualityassurance', page: 'qualityassurance' },
          { to: '/techfaq', page: 'techfaq' },
          { to: '/contactus', page: 'contactus' },
        ]}
      />
    </InfoFrame>
  );
}
