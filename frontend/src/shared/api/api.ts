import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { Action, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { envelopeBaseQuery, type ServerFetch } from './envelopeBaseQuery';

/** Carries the server-rendered page's API state into the browser's store (see shared/api/serverState.ts). */
export const HYDRATE = 'shop/hydrate';
type HydrateAction = Action<typeof HYDRATE> & { payload: Record<string, unknown> };
const isHydrate = (action: Action): action is HydrateAction => action.type === HYDRATE;

// On the server a query starts while its component renders (there are no effects), so one render
// collects every query a page needs; the browser starts them in effects as usual.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

/**
 * The one API slice. Features add their calls with api.injectEndpoints in features/<name>/<name>Api.ts;
 * the base query has already turned each answer's envelope into data or a ShopError.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['Session', 'Basket', 'Address', 'Order', 'Review', 'Promotion', 'Product', 'Distributor', 'Carousel', 'Lot', 'Profile', 'SavedList', 'Carrier', 'SafetySheet'],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The answers the server fetched for the page: the client shows them without asking again.
    if (isHydrate(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
});

export { NOTHING } from './envelopeBaseQuery';
export type { EnvelopeMeta, ShopError } from './envelopeBaseQuery';

/**
 * The store as features see it: the API slice is its one reducer. The store itself is built by the
 * app (app/store.ts); features type what they read and dispatch with these, without importing it.
 */
export type ShopState = Record<typeof api.reducerPath, ReturnType<typeof api.reducer>>;
/** The store's dispatch: plain actions and the slice's thunks (updateQueryData, upsertQueryData…). */
export type ShopDispatch = ThunkDispatch<ShopState, ServerFetch | undefined, UnknownAction>;
