import { FACETS } from '../../modules/items/facets';
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
