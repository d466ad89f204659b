import { screen, waitFor, within } from '@testing-library/react';
import { AKT1_ANSWER, VOCABULARIES } from '../../../testing/fixtures/catalogue';
import { renderPage } from '../../../testing/renderPage';
import { none, ok } from '../../../testing/fetchStandIn';
import ProductPage from './ProductPage';
import { hotUrl } from '../hotQuery';

const api = {
  'GET /iteminfo/baseinfo/': ok(AKT1_ANSWER),
  'GET /comment/showcomment/': ok({ data: [] }),
  'GET /vocabularies': ok({ data: VOCABULARIES }),
  'GET /agentinfo/': ok({ province2: ['上海', '北京'] }),
};
const open = (language: 'zh' | 'en') => renderPage(<ProductPage />, { language, url: '/production/101', route: '/production/:pid', api });

/** The facts beside the picture (catalogue number, host, applications…). */
const facts = () => within(screen.getByTestId('catno').closest('dl')!);
/** The size choices as the buy box lists them: each size with its price. */
const sizes = () => within(screen.getByRole('group', { name: /规格|Size/ }));

describe('/production/:pid, the product page', () => {
  it('shows the product in Chinese: its Chinese name, prices in yuan, applications and host labelled, the free text in Chinese where given', async () => {
    const page = open('zh');
    expect(await screen.findByRole('heading', { level: 1, name: 'AKT1 兔单克隆抗体' })).toBeInTheDocument();
    expect(screen.getByTestId('catno')).toHaveTextContent('AB1001');
    expect(facts().getByText('兔')).toBeInTheDocument();
    expect(facts().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WB', 'IHC-P']);
    expect(facts().getByText('人、小鼠')).toBeInTheDocument();
    expect(sizes().getByText(/50 µl/).closest('label')).toHaveTextContent('¥1,160');
    expect(sizes().getByText(/100 µl/).closest('label')).toHaveTextContent('¥2,320');
    // Issue 35: the supplier's free text in Chinese where given (form 液体, storage), the English where not (buffer).
    expect(screen.getByText('液体')).toBeInTheDocument();
    expect(screen.getByText('-20°C 保存')).toBeInTheDocument();
    expect(screen.getByText('PBS, 50% glycerol')).toBeInTheDocument();
    expect(screen.queryByText('Liquid')).not.toBeInTheDocument();
    expect(page.api.requests.find((r) => r.path === '/iteminfo/baseinfo/')?.query.get('pid')).toBe('101');
    expect(page.api.unanswered).toEqual([]);
  });

  it('shows the product in English: its English name and prices in dollars (yuan / 7, rounded up)', async () => {
    const page = open('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'AKT1 Rabbit Monoclonal Antibody' })).toBeInTheDocument();
    expect(facts().getByText('Rabbit')).toBeInTheDocument();
    expect(facts().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WB', 'IHC-P']);
    expect(facts().getByText('Human, Mouse')).toBeInTheDocument();
    expect(sizes().getByText(/50 µl/).closest('label')).toHaveTextContent('$166');
    expect(sizes().getByText(/100 µl/).closest('label')).toHaveTextContent('$332');
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
    expect(screen.getByText('Liquid')).toBeInTheDocument();
    expect(screen.queryByText('液体')).not.toBeInTheDocument();
    expect(page.api.requests.every((r) => r.language === 'en')).toBe(true);
  });

  it.each([
    ['zh', '种属反应性（已测试）', '人、小鼠', '预测反应种属（同源性）', '大鼠'],
    ['en', 'Reactivity (tested)', 'Human, Mouse', 'Predicted reactivity (homology)', 'Rat'],
  ] as const)('shows the tested species apart from the predicted ones, each line saying which (%s, issue 48)', async (language, testedLabel, tested, predictedLabel, predicted) => {
    open(language);
    const testedLine = await screen.findByTestId('tested-reactivity');
    expect(testedLine).toHaveTextContent(tested);
    expect(testedLine.previousElementSibling).toHaveTextContent(testedLabel);
    const predictedLine = screen.getByTestId('predicted-reactivity');
    expect(predictedLine).toHaveTextContent(predicted);
    expect(predictedLine.previousElementSibling).toHaveTextContent(predictedLabel);
    expect(testedLine).not.toHaveTextContent(predicted);
  });

  it.each([
    ['zh', '商城中没有“999”这个产品', '搜索'],
    ['en', 'The shop has no product “999”', 'Search'],
  ] as const)('shows an unknown product (the server\'s code 300) as not found, with a search for the typed id (%s, issue 48)', async (language, text, button) => {
    const page = renderPage(<ProductPage />, {
      language,
      url: '/production/999',
      route: '/production/:pid',
      api: { ...api, 'GET /iteminfo/baseinfo/': ok({ data: null }), 'GET /comment/showcomment/': none() },
    });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    const box = within(screen.getByRole('search')).getByRole('searchbox');
    expect(box).toHaveValue('999');
    await page.user.clear(box);
    await page.user.type(box, 'p53 内参');
    await page.user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(page.address()).toBe(hotUrl('p53 内参')));
  });
});
