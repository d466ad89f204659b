import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { DataAnswer, EmailChangeCode, EmailChangeRequest, MdveAnswer, PasswordChange, Profile, ProfileForm } from '@shop/contract';

export type { Profile } from '@shop/contract';

const myAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => ({ url: '/accountinfo/profile', method: 'POST', body: formBody({}) }),
      transformResponse: (body: DataAnswer<Profile>) => body.data,
      providesTags: ['Profile'],
    }),
    /** The header's welcome line shows the name: the session answer is read again. */
    updateProfile: build.mutation<Profile, ProfileForm>({
      query: (fields) => ({ url: '/accountinfo/updateprofile', method: 'POST', body: formBody({ ...fields }) }),
      transformResponse: (body: DataAnswer<Profile>) => body.data,
      invalidatesTags: ['Profile', 'Session'],
    }),
    changePassword: build.mutation<void, PasswordChange>({
      query: (fields) => ({ url: '/accountinfo/changepassword', method: 'POST', body: formBody({ ...fields }) }),
    }),
    changeEmailSend: build.mutation<MdveAnswer, EmailChangeRequest>({
      query: (fields) => ({ url: '/accountinfo/changeemailsend', method: 'POST', body: formBody({ ...fields }) }),
    }),
    /** The new address, now the account's. The mdve token goes as a header, the code in the form. */
    changeEmail: build.mutation<Profile, EmailChangeCode & MdveAnswer>({
      query: ({ mdve, verify }) => ({ url: '/accountinfo/changeemail', method: 'POST', body: formBody({ verify } satisfies EmailChangeCode), headers: { mdve } }),
      transformResponse: (body: DataAnswer<Profile>) => body.data,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation, useChangePasswordMutation, useChangeEmailSendMutation, useChangeEmailMutation } = myAccountApi;
