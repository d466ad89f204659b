import { Trans } from 'react-i18next';

/**
 * Nothing matched the word as typed; the server searched for the catalogue's word one letter away
 * ("Calbindn" → "Calbindin") and says so, so the researcher knows why the list is not empty.
 */
export function CorrectedSearch({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p className="hot-results__corrected" role="status">
      <Trans ns="catalogue" i18nKey="hot.corrected" values={{ word: corrected, typed }} components={{ strong: <strong /> }} />
    </p>
  );
}
