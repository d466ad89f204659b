import { getMetadataStorage, IsInt, MaxLength, Min, validate } from 'class-validator';
import { rememberValidationRules } from './validation-rules-memo';

class Paged {
  @IsInt()
  @Min(1)
  page!: number;
}

class WordSearch extends Paged {
  @MaxLength(5)
  word!: string;

  @MaxLength(2, { groups: ['short'] })
  note!: string;
}

const search = (values: Partial<WordSearch>) => Object.assign(new WordSearch(), { page: 1, word: 'ok', note: 'ok', ...values });
const failed = async (value: WordSearch, groups?: string[]) => (await validate(value, groups ? { groups } : {})).map((e) => e.property).sort();

describe('the validation rules kept per class', () => {
  const storage = getMetadataStorage();
  const lookUp = jest.spyOn(storage, 'getTargetValidationMetadatas');
  beforeAll(() => rememberValidationRules());

  it('looks a class\'s rules up once, and still applies its own and its parent\'s', async () => {
    expect(await failed(search({ page: 0, word: 'toolong' }))).toEqual(['page', 'word']);
    expect(await failed(search({ page: 0 }))).toEqual(['page']);
    expect(await failed(search({}))).toEqual([]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('keeps the rules of each set of groups apart', async () => {
    lookUp.mockClear();
    expect(await failed(search({ note: 'long' }), ['short'])).toEqual(['note']);
    expect(await failed(search({ note: 'long' }), ['other'])).toEqual([]);
    expect(await failed(search({ note: 'long' }), ['short'])).toEqual(['note']);
    expect(await failed(search({ note: 'long' }), ['other'])).toEqual([]);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('is installed once however many pipes are made', () => {
    const installed = storage.getTargetValidationMetadatas;
    rememberValidationRules();
    expect(storage.getTargetValidationMetadatas).toBe(installed);
  });
});
