import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { EmailChangeRequest, MdveAnswer, PasswordChange, Profile, ProfileForm } from '@shop/contract';

export type { Profile } from '@shop/contract';

const myAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => ({ url: '/accountinfo/profile', method: 'POST', body: formBody({}) }),
      transformResponse: (body: { data: Profile }) => body.data,
      providesTags: ['Profile'],
    }),
    /** The header's welcome line shows the name: the session answer is read again. */
    updateProfile: build.mutation<Profile, ProfileForm>({
      query: (fields) => ({ url: '/accountinfo/updateprofile', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['Profile', 'Session'],
    }),
    changePassword: build.mutation<void, PasswordChange>({
      query: (fields) => ({ url: '/accountinfo/changepassword', method: 'POST', body: formBody({ ...fields }) }),
    }),
    changeEmailSend: build.mutation<MdveAnswer, EmailChangeRequest>({
      query: (fields) => ({ url: '/accountinfo/changeemailsend', method: 'POST', body: formBody({ ...fields }) }),
    }),
    changeEmail: build.mutation<void, { verify: string; mdve: string }>({
      query: ({ mdve, verify }) => ({ url: '/accountinfo/changeemail', method: 'POST', body: formBody({ verify }), headers: { mdve } }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation, useChangePasswordMutation, useChangeEmailSendMutation, useChangeEmailMutation } = myAccountApi;
