import { parseBracketList } from './bracket-list';

describe('parseBracketList (filters in the /hot query)', () => {
  it.each([
    ["['WB','IHC']", ['WB', 'IHC']],
    ['["WB", "IHC-P"]', ['WB', 'IHC-P']],
    ["['ICC/IF']", ['ICC/IF']],
    ['WB', ['WB']],
    ['[WB, IHC]', ['WB', 'IHC']],
    ["['Alexa Fluor 488',]", ['Alexa Fluor 488']],
    ['[]', []],
    ["['']", []],
    ['', []],
    ['None', []],
    [undefined, []],
    [["['WB']", 'IHC'], ['WB', 'IHC']],
  ])('reads %j', (input, expected) => {
    expect(parseBracketList(input)).toEqual(expected);
  });

  const malformed: unknown[] = ["['WB'", "['WB','IHC", "['WB' 'IHC']", 'WB]', "[WB']", '[[1]]', 42, { a: 1 }];
  it.each(malformed.map((m) => [m]))('refuses %j', (input) => {
    expect(parseBracketList(input)).toBeNull();
  });
});
