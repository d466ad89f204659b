import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hotUrl } from '../features/catalogue/hotQuery';

/** Goes to /hot with the word and every filter empty, on Enter or on the button. */
export function SearchBox() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [word, setWord] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(hotUrl(word));
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        value={word}
        onChange={(event) => setWord(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        maxLength={200}
      />
      <button type="submit">{t('search.button')}</button>
    </form>
  );
}
