import { configureStore } from '@reduxjs/toolkit';
import type { Same } from '@shop/contract';
import { api, type ShopDispatch, type ShopState } from '../shared/api/api';
import type { ServerFetch } from '../shared/api/envelopeBaseQuery';

/** A fresh store: one for the browser, one per server-rendered page (whose calls go to `server`). */
export function makeStore(server?: ServerFetch) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: server } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

// What features type the store with (shared/api/api.ts) is this store: a change here that parts them fails to compile.
const SAME_STATE: Same<ReturnType<AppStore['getState']>, ShopState> = true;
const SAME_DISPATCH: AppStore['dispatch'] extends ShopDispatch ? true : false = true;
void [SAME_STATE, SAME_DISPATCH];
