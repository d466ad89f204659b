import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { AccountBar } from './AccountBar';
import { LanguageSelect } from './LanguageSelect';
import { SearchBox } from '../features/catalogue';
import { useSiteInfoQuery } from '../shared/api/siteApi';

const MENU = [
  { to: '/', key: 'home', end: true },
  { to: '/hot', key: 'products', end: false },
  { to: '/help', key: 'support', end: false },
  { to: '/link', key: 'contact', end: false },
  { to: '/safe', key: 'safety', end: false },
] as const;

export function Header() {
  const { t } = useTranslation('layout');
  const { data: site } = useSiteInfoQuery();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <p className="site-header__contact">
            {site && (
              <>
                <span className="site-header__email">{t('contact.email')}: <a href={`mailto:${site.email}`}>{site.email}</a></span>
                <span>{t('contact.phone')}: <a href={`tel:${site.phone}`}>{site.phone}</a></span>
              </>
            )}
          </p>
          <div className="site-header__tools">
            <AccountBar />
            <LanguageSelect />
          </div>
        </div>
      </div>
      <div className="container site-header__main">
        <Link to="/" className="brand" aria-label={t('brand.name')}>
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span>{t('brand.name')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="top-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menu.toggle')}
        </button>
        <nav id="top-menu" className={menuOpen ? 'top-menu top-menu--open' : 'top-menu'} aria-label={t('menu.label')}>
          {MENU.map((item) => (
            <NavLink key={item.key} to={item.to} end={item.end} onClick={() => setMenuOpen(false)}>
              {t(`menu.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <SearchBox />
      </div>
    </header>
  );
}
