/** The demo generator draws from the catalogue's own vocabularies (declared in the items module). */
export * from '../../modules/items/product-vocabulary';
