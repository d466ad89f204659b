import { RANK } from '../relevance';
import { parseSearchText } from '../search-text';
import { buildSearchRequest, readSearchResponse } from './search-request.builder';

/**
 * Issue 23's forms as researchers type them, pinned on the request Elasticsearch would receive
 * (it cannot run here): every spelling of one name asks the same thing of the index.
 */
describe('Elasticsearch requests for names as researchers type them', () => {
  const request = (typed: string) => buildSearchRequest({ text: parseSearchText(typed), filters: {}, from: 0, size: 20 }) as any;
  /** What a hit must hold (the text clause, without the catalogue-number alternative that differs with the typing). */
  const textClause = (typed: string) => {
    const [matches] = request(typed).query.bool.filter;
    return matches.bool?.should ? matches.bool.should[0] : matches;
  };
  const signal = (typed: string, weight: number) =>
    request(typed).query.bool.should.find((c: any) => c.constant_score?.boost === weight)?.constant_score.filter;

  /** A word ending in a digit as the builder matches it: itself, or itself and a letter on (CD4 is not CD44). */
  const numbered = (field: string, token: string) => ({
    bool: { should: [{ term: { [field]: token } }, { regexp: { [field]: { value: `${token}[a-z].*` } } }], minimum_should_match: 1 },
  });

  it('reads Ki-67, Ki 67 and full-width Ｋｉ－６７ as ki67 or the words "ki 67"', () => {
    const expected = {
      bool: {
        filter: [{ bool: { should: [numbered('all_text', 'ki67'), { match_phrase: { all_text: 'ki 67' } }], minimum_should_match: 1 } }],
      },
    };
    for (const typed of ['Ki-67', 'Ki 67', 'Ｋｉ－６７', 'ki‐67']) expect(textClause(typed)).toEqual(expected);
    // Ki67 as one word is the first of those ways.
    expect(textClause('Ki67')).toEqual({ bool: { filter: [numbered('all_text', 'ki67')] } });
    // The typed name as a target key: each spelling ranks the Ki-67 products as the named target.
    for (const typed of ['Ki-67', 'Ki67', 'Ｋｉ－６７']) expect(signal(typed, RANK.target)).toEqual({ terms: { primary_keys: ['ki67'] } });
    expect(JSON.stringify(request('Ｋｉ－６７'))).not.toMatch(/[Ｋｉ－６７]/);
  });

  it('reads Erk1/2 as Erk1 or Erk2, never as a path or the number 1/2', () => {
    const clause = textClause('Erk1/2');
    expect(clause).toEqual({
      bool: {
        // Several names name targets (issue 49): looked for in the product's own names (fields_text), not its background.
        filter: [{ bool: { should: [numbered('fields_text', 'erk1'), numbered('fields_text', 'erk2')], minimum_should_match: 1 } }],
      },
    });
    expect(JSON.stringify(request('Erk1/2'))).not.toContain('/');
    // Inside a supplier's exact product name (qualifier and host words are taken out before the
    // engine by the items module's query words), p44/42 reads like Erk1/2 and the brackets go.
    const named = JSON.stringify(textClause('p44/42 MAPK (Erk1/2)'));
    for (const piece of ['"p44"', '"p42"', '"mapk"', '"erk1"', '"erk2"']) expect(named).toContain(piece);
    expect(named).not.toMatch(/[()/]/);
  });

  it('reads β-actin as beta actin, whichever way the catalogue writes it', () => {
    const clause = textClause('β-actin');
    expect(clause).toEqual({
      bool: {
        filter: [
          { bool: { should: [{ prefix: { all_text: { value: 'betaactin' } } }, { match_phrase: { all_text: 'beta actin' } }], minimum_should_match: 1 } },
        ],
      },
    });
    // The Greek letter reaches only the catalogue-number term (catalogue numbers are compared as typed).
    expect(JSON.stringify(request('β-actin').query.bool.filter)).not.toContain('β');
    expect(signal('β-actin', RANK.target)).toEqual({ terms: { primary_keys: ['betaactin'] } });
    expect(signal('beta actin', RANK.target)).toMatchObject({ bool: { should: expect.arrayContaining([{ terms: { primary_keys: ['betaactin'] } }]) } });
  });

  it('reads Ser473, S473, pS473 and phospho-Ser473 as one site, s473', () => {
    for (const typed of ['Ser473', 'S473', 'pS473', 'phospho-Ser473', 'phospho-S473', 'Ｓｅｒ４７３']) {
      expect(textClause(typed)).toEqual({ bool: { filter: [numbered('all_text', 's473')] } });
      expect(signal(typed, RANK.target)).toEqual({ terms: { primary_keys: ['s473'] } });
    }
    // With a target: both words must match, the site in its one form.
    expect(JSON.stringify(textClause('Akt pSer473'))).toBe(JSON.stringify(textClause('AKT S473')));
  });
});

describe('a Chinese target name as the engines receive it (issue 30)', () => {
  const request = (typed: string): any => buildSearchRequest({ text: parseSearchText(typed), filters: {}, from: 0, size: 20 });
  const signal = (typed: string, weight: number) => request(typed).query.bool.should.find((c: any) => c.constant_score?.boost === weight)?.constant_score.filter;

  it('ranks each of the target\'s names as the target: 波形蛋白 arrives as "VIM|Vimentin"', () => {
    expect(signal('VIM|Vimentin', RANK.target)).toEqual({ terms: { primary_keys: ['vimvimentin', 'vim', 'vimentin'] } });
    expect(signal('VIM|Vimentin', RANK.nameTarget)).toEqual({ terms: { name_target: ['vimvimentin', 'vim', 'vimentin'] } });
  });

  it('never lets CD4 find CD44: a word ending in a digit continues with a letter only', () => {
    expect(JSON.stringify(request('CD4').query.bool.filter)).toContain('{"regexp":{"all_text":{"value":"cd4[a-z].*"}}}');
    expect(JSON.stringify(request('CD4').query.bool.filter)).not.toContain('"prefix":{"all_text"');
  });

  it("reads the best hit's rank off the answer, so the catalogue can tell a named target from a mention", () => {
    const answer = { hits: { total: { value: 2 }, hits: [{ fields: { pid: [7] }, sort: [2 + 1, 7] }, { fields: { pid: [9] }, sort: [0, 9] }] } };
    expect(readSearchResponse(answer)).toMatchObject({ ids: [7, 9], best: 3 });
    expect(readSearchResponse({ hits: { total: 0, hits: [] } }).best).toBeNull();
  });
});
