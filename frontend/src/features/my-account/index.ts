/** My account (issue 31): the logged-in researcher's profile, address book, orders, password and e-mail. */
export { routes } from './routes';
