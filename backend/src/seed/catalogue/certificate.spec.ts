import { looksLikePdf } from '../../modules/items/lots/coa-store';
import { renderDemoCertificate } from './certificate';

describe('the demo certificate of analysis', () => {
  it('is a PDF the CoA store accepts, the same bytes on every run', async () => {
    const [first, second] = [await renderDemoCertificate('Antibody Shop'), await renderDemoCertificate('Antibody Shop')];
    expect(looksLikePdf(first)).toBe(true);
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBeLessThan(20_000);
  });
});
