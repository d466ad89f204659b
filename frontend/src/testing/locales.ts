import type { Language } from '../i18n/language';
import type { Namespaces } from '../i18n/options';

/*
 * The locale files as the browser loads them (i18n/index.ts finds them with import.meta.glob, which jest has not):
 * every namespace of both languages, read from the folder, so that a new namespace needs no line here.
 */
const { readdirSync } = jest.requireActual<{ readdirSync(path: string): string[] }>('node:fs');

function namespaces(language: Language): Namespaces {
  const folder = `${__dirname}/../locales/${language}`;
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.replace(/\.json$/, ''), jest.requireActual<Namespaces[string]>(`${folder}/${name}`)]),
  );
}

export const LOCALES: Record<Language, Namespaces> = { zh: namespaces('zh'), en: namespaces('en') };
