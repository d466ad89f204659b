import { configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/api';
import type { ServerFetch } from '../shared/api/envelopeBaseQuery';

/** A fresh store: one for the browser, one per server-rendered page (whose calls go to `server`). */
export function makeStore(server?: ServerFetch) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: server } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
