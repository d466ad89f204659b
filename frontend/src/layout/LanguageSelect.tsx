import { useTranslation } from 'react-i18next';
import { Language, storedLanguage, switchLanguage } from '../i18n/language';

export function LanguageSelect() {
  const { t } = useTranslation('layout');
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={storedLanguage()}
        onChange={(event) => switchLanguage(event.target.value as Language)}
        aria-label={t('language.label')}
      >
        <option value="zh">中文</option>
        <option value="en">English</option>
      </select>
    </label>
  );
}
