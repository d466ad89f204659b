import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { CodedChange, CodeRequest, DataAnswer, LoginAnswer, LoginForm, MdveAnswer, Puzzle, PuzzleAnswer, PuzzlePass, VerifyUserAnswer } from '@shop/contract';
import { refusalDetail } from '../../shared/api/serverMessage';

export type { LoginAnswer, Puzzle, VerifyUserAnswer } from '@shop/contract';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The header decides login state with this call (spec section 4). */
    verifyUser: build.query<VerifyUserAnswer, void>({
      query: () => ({ url: '/useridentify/verifyuser', method: 'POST' }),
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/useridentify/logout', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
    login: build.mutation<LoginAnswer, LoginForm>({
      query: (fields) => ({ url: '/useridentify/login', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['Session'],
    }),
    /** A new slide puzzle each call (refresh = new puzzle), hence a mutation rather than a cached query. */
    newPuzzle: build.mutation<DataAnswer<Puzzle>, void>({
      query: () => ({ url: '/useridentify/puzzle', method: 'GET', cache: 'no-store' }),
    }),
    checkPuzzle: build.mutation<PuzzlePass, PuzzleAnswer>({
      query: (fields) => ({ url: '/useridentify/puzzle/check', method: 'POST', body: formBody({ ...fields }) }),
    }),
    sendVerify: build.mutation<MdveAnswer, CodeRequest>({
      query: (fields) => ({ url: '/useridentify/sendverify', method: 'POST', body: formBody({ ...fields }) }),
    }),
    forgotSendIdentify: build.mutation<MdveAnswer, CodeRequest>({
      query: (fields) => ({ url: '/useridentify/forgotsendIdentify', method: 'POST', body: formBody({ ...fields }) }),
    }),
    register: build.mutation<LoginAnswer, CodedChange>({
      query: ({ mdve, ...fields }) => ({ url: '/useridentify/register', method: 'POST', body: formBody(fields), headers: { mdve } }),
      invalidatesTags: ['Session'],
    }),
    forgotPassword: build.mutation<LoginAnswer, CodedChange>({
      query: ({ mdve, ...fields }) => ({ url: '/useridentify/forgotpassword', method: 'POST', body: formBody(fields), headers: { mdve } }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useVerifyUserQuery,
  useLogoutMutation,
  useLoginMutation,
  useNewPuzzleMutation,
  useCheckPuzzleMutation,
  useSendVerifyMutation,
  useForgotSendIdentifyMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
} = accountApi;

/** Seconds until a refused code request may be repeated, when the server said so. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = refusalDetail(error, 'retryAfter');
  return typeof seconds === 'number' ? seconds : undefined;
}
