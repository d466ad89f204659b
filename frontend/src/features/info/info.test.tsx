import { screen, within } from '@testing-library/react';
import { SITE } from '../../testing/fixtures/site';
import { renderPage } from '../../testing/renderPage';
import { ok } from '../../testing/fetchStandIn';
import { FEEDBACK_FORMS } from './feedbackForms';
import { PROTOCOL_KINDS, PROTOCOLS } from './protocols';
import { routes } from './routes';

const api = { 'GET /siteinfo': ok({ data: SITE }) };
/** Every information page's address: the static ones and each protocol. */
const ADDRESSES = [
  ...routes.filter((r) => r.path !== '/protocol/:kind').map((r) => ({ url: r.path!, route: r.path!, element: r.element })),
  ...PROTOCOL_KINDS.map((kind) => ({ url: `/protocol/${kind}`, route: '/protocol/:kind', element: routes.find((r) => r.path === '/protocol/:kind')!.element })),
];
const open = (url: string, language: 'zh' | 'en' = 'zh') => {
  const page = ADDRESSES.find((a) => a.url === url)!;
  return renderPage(<>{page.element}</>, { language, url, route: page.route, api });
};

/** A text i18next could not find shows as its key ('techfaq.title'): no page may show one. */
const KEY = /\b[a-z]+(\.[a-zA-Z]+){1,}\b/;

describe('the information pages (spec: "Other pages": header, breadcrumb, footer; protocol side lists)', () => {
  it.each(ADDRESSES.flatMap((a) => (['zh', 'en'] as const).map((language) => [a.url, language] as const)))('%s in %s: a title, the breadcrumb home → page, no missing text', async (url, language) => {
    open(url, language);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).not.toBe('');
    expect(title.textContent).not.toMatch(KEY);
    const crumbs = screen.getByRole('navigation', { name: language === 'zh' ? '面包屑导航' : 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: language === 'zh' ? '首页' : 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getAllByRole('listitem').at(-1)).toHaveTextContent(title.textContent!);
    expect(document.body.textContent).not.toMatch(/\b(info|protocols|layout|common)\.[a-z]/);
  });

  it('a protocol page lists its sections as anchors, ChIP with the spec\'s four', async () => {
    open('/protocol/chip', 'en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Chromatin immunoprecipitation (ChIP) protocol');
    const side = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(side).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Considerations', '#considerations'], ['Reagents', '#reagents'], ['Procedure', '#steps'], ['Troubleshooting', '#troubleshooting'],
    ]);
    expect(PROTOCOLS.chip.every((id) => document.getElementById(id))).toBe(true);
    // The protocol index is its parent in the breadcrumb.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: /protocol/i })).toHaveAttribute('href', '/protocol/detail');
  });

  it('the protocol index links the six protocols; an unknown protocol is not found', async () => {
    open('/protocol/detail');
    await screen.findByRole('heading', { level: 1 });
    for (const kind of PROTOCOL_KINDS) expect(document.querySelector(`a[href="/protocol/${kind}"]`)).not.toBeNull();
    document.body.replaceChildren();
    renderPage(<>{routes.find((r) => r.path === '/protocol/:kind')!.element}</>, { language: 'en', url: '/protocol/elisa', route: '/protocol/:kind' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('/feedback offers the four forms, each downloaded in the page\'s language', async () => {
    open('/feedback', 'en');
    const links = (await screen.findAllByRole('link', { name: /^Download PDF:/ })).map((l) => l.getAttribute('href'));
    expect(links).toEqual(FEEDBACK_FORMS.map((f) => `/api/getfeedbackfile/?feedbackfilename=${f.file}&lang=en`));
  });

  it('/jobget is Chinese only: in English it says so and offers the Chinese page and the contact page', async () => {
    open('/jobget', 'en');
    expect(await screen.findByText('Our careers page and job openings are published in Chinese only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看中文招聘信息' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contactus');
  });
});
