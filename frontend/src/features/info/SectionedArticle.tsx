import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Blocks } from './Blocks';
import { type Block, structured } from './content';
import { useHashScroll } from './useHashScroll';

interface Props {
  /** Locale namespace and the key of the page inside it: texts are at `<base>.sections.<id>`. */
  ns: string;
  base: string;
  /** Section ids, in page order; they are the anchors (#id) of the side list. */
  sections: readonly string[];
  /** Extra content rendered at the end of a section, by section id. */
  extras?: Partial<Record<string, ReactNode>>;
  /** Replaces the default body (`<base>.sections.<id>.blocks`) of every section, e.g. for questions and answers. */
  body?: (id: string) => ReactNode;
  /** Values of the texts' {{placeholders}} (the shop's settings: delivery days, handling fee). */
  values?: Record<string, string | number>;
}

/** Sections with a side list of anchor links to them ("On this page"). */
export function SectionedArticle({ ns, base, sections, extras = {}, body, values }: Props) {
  const { t } = useTranslation([ns, 'info']);
  useHashScroll();
  return (
    <div className="info-article">
      <nav className="info-toc" aria-labelledby={`${base}-toc`}>
        <h2 id={`${base}-toc`} className="info-toc__title">{t('info:onThisPage')}</h2>
        <ol>
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`${base}.sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="info-article__body">
        {sections.map((id) => (
          <section key={id} id={id} className="info-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
            <h2 id={`${id}-title`}>{t(`${base}.sections.${id}.title`)}</h2>
            {body ? body(id) : <Blocks blocks={structured<Block[]>(t, `${base}.sections.${id}.blocks`, [], values)} />}
            {extras[id]}
          </section>
        ))}
      </div>
    </div>
  );
}
