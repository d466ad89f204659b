/** The ordering feature's public entry: its pages and what the staff order desk shows of an order. */
export { routes } from './routes';
export { OrderStatus } from './OrderStatus';
export { TrackingNumber } from './TrackingNumber';
export type { MainInfo, OrderDetail, OrderLine } from './orderingApi';
// My account (issue 31) shows the address book and the searchable orders list of this feature.
export { AddressBook } from './AddressBook';
export { OrdersList } from './OrdersList';
