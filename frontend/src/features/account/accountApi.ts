import { api, Coded } from '../../app/api';

export interface VerifyUserAnswer extends Coded {
  islogin?: { username: string };
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The header decides login state with this call (spec section 4). */
    verifyUser: build.query<VerifyUserAnswer, void>({
      query: () => ({ url: '/useridentify/verifyuser', method: 'POST' }),
      providesTags: ['Session'],
    }),
    logout: build.mutation<Coded, void>({
      query: () => ({ url: '/useridentify/logout', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useVerifyUserQuery, useLogoutMutation } = accountApi;
