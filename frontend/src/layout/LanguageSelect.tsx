import { useTranslation } from 'react-i18next';
import { Language, switchLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

export function LanguageSelect() {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => switchLanguage(event.target.value as Language)}
        aria-label={t('language.label')}
      >
        <option value="zh">中文</option>
        <option value="en">English</option>
      </select>
    </label>
  );
}
