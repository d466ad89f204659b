import { parseSearchText, rridKey } from './search-text';

const key = (input: string) => rridKey(parseSearchText(input)!);

describe('rridKey', () => {
  it('reads real RRIDs and the demo catalogue’s reserved AB_DEMO_ form however they are written', () => {
    expect(['AB_2687500', 'ab2687500', 'RRID:AB_2687500', 'rrid: ab_2687500'].map(key)).toEqual(Array(4).fill('ab2687500'));
    expect(['AB_DEMO_10011', 'RRID:AB_DEMO_10011', 'ab demo 10011'].map(key)).toEqual(Array(3).fill('abdemo10011'));
  });

  it('leaves other words to the text search', () => {
    expect(['AB_12', 'AB_DEMO', 'antibody', 'AB_DEMO_x1', 'demo10011'].map(key)).toEqual(Array(5).fill(null));
  });
});
