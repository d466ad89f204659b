import { FACETS } from '@shop/contract';
import { loadIndexDefinition, searchDocument } from './products-index';

/**
 * The mapping in infra/elasticsearch is for operators to read, so it stays a file; this holds it to
 * the product declaration: every filter a keyword field, every document field mapped.
 */
describe('Elasticsearch products index', () => {
  const { mappings } = loadIndexDefinition();

  it('maps every declared filter as a keyword field', () => {
    for (const facet of FACETS) expect({ facet, type: mappings.properties[facet]?.type }).toEqual({ facet, type: 'keyword' });
  });

  it('maps every field of the search document', () => {
    const document = searchDocument({ id: 1, status: 'active', catalogue_number: 'AB-1', product_name: 'x', applications: ['WB'], reactivities: [] });
    const unmapped = Object.keys(document).filter((field) => !mappings.properties[field]);
    expect(unmapped).toEqual([]);
  });
});

describe('Chinese in the Elasticsearch index and requests (issue 30)', () => {
  const { mappings } = loadIndexDefinition();

  it("indexes a product's Chinese name with the names and its Chinese aliases with the fields, Chinese and Latin runs apart", () => {
    expect(mappings.properties.product_name_zh).toMatchObject({ type: 'text', copy_to: expect.arrayContaining(['name_text', 'fields_text', 'all_text']) });
    expect(mappings.properties.alternative_names_zh).toMatchObject({ type: 'text', copy_to: expect.arrayContaining(['fields_text', 'all_text']) });
    const document = searchDocument({
      id: 2, status: 'active', catalogue_number: 'AB-2', product_name: 'TMEM119 Rabbit mAb', product_name_zh: '跨膜蛋白119兔单抗',
      alternative_names_zh: '跨膜蛋白119; 小胶质细胞标志物', applications: [], reactivities: [],
    });
    expect(document.product_name_zh).toBe('跨膜蛋白 119 兔单抗');
    expect(String(document.alternative_names_zh).split(' ')).toEqual(expect.arrayContaining(['跨膜蛋白', '119', '小胶质细胞标志物']));
  });
});

describe('species predicted by homology in the Elasticsearch document (issue 35)', () => {
  it('indexes tested species as they are and predicted ones marked, as product_search does, a tested species never twice', () => {
    const document = searchDocument({
      id: 3, status: 'active', catalogue_number: 'AB-3', product_name: 'x', applications: ['WB'],
      reactivities: ['Human', 'Mouse'], predicted_reactivities: ['Pig', 'Mouse', 'Cow'],
    });
    expect(document.reactivity).toEqual(['Human', 'Mouse', '~Pig', '~Cow']);
  });
});
