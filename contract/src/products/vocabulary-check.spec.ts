import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADD_VALUES_TICK_BOX } from './vocabulary-check';

const label = (language: 'zh' | 'en'): string =>
  JSON.parse(readFileSync(join(__dirname, '../../../frontend/src/locales', language, 'catalogueAdmin.json'), 'utf8')).import.addValuesLabel;

/** The import report names the upload form's tick box by its label: the two must not drift apart. */
describe('the tick box the import messages name', () => {
  it('is the upload form\'s label in both languages', () => {
    expect(ADD_VALUES_TICK_BOX).toEqual({ zh: label('zh'), en: label('en') });
  });
});
