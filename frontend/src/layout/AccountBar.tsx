import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgetSessionAndReload, hasUidCookie, useLogoutMutation, useVerifyUserQuery } from '../features/account';

/** Logged out: login and register. Logged in: welcome line with basket, quick order, orders, saved lists, my account and logout. */
export function AccountBar() {
  const { t } = useTranslation('layout');
  const { data } = useVerifyUserQuery(undefined, { skip: !hasUidCookie() });
  const [logout] = useLogoutMutation();
  const username = data?.islogin?.username;

  if (!username) {
    return (
      <div className="account-bar">
        <Link className="button button--ghost" to="/login">{t('account.login')}</Link>
        <Link className="button" to="/register">{t('account.register')}</Link>
      </div>
    );
  }

  const signOut = async () => {
    await logout().unwrap().catch(() => undefined);
    forgetSessionAndReload();
  };

  return (
    <div className="account-bar">
      <span className="account-bar__welcome">{t('account.welcome', { username })}</span>
      <Link className="button button--ghost" to="/shopcar">{t('account.basket')}</Link>
      <Link className="button button--ghost" to="/quickorder">{t('account.quickOrder')}</Link>
      <Link className="button button--ghost" to="/order">{t('account.orders')}</Link>
      <Link className="button button--ghost" to="/lists">{t('account.lists')}</Link>
      <Link className="button button--ghost" to="/account" data-testid="my-account-link">{t('account.myAccount')}</Link>
      {data?.islogin?.staff === 1 && <Link className="button button--ghost" to="/admin" data-testid="staff-link">{t('account.staffArea')}</Link>}
      <button type="button" className="button button--ghost" onClick={signOut}>{t('account.logout')}</button>
    </div>
  );
}
