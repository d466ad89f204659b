import type {
  DataAnswer, TargetFamiliesAnswer, TargetFamilyAddition, TargetFamilyRemoval, TargetFamilyRow, TargetNameAddition, TargetNameRemoval, TargetNameRow,
  TargetNamesAnswer, TargetNamesQuery,
} from '@shop/contract';
import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';

/** Staff target-name calls (issue 30; contract: /api/admininfo/catalogue/targetnames). A change answers the target's row after it. */
const BASE = '/admininfo/catalogue/targetnames';

const withTags = api.enhanceEndpoints({ addTagTypes: ['TargetNames', 'TargetFamilies'] });

export const targetNamesAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    targetNames: build.query<TargetNamesAnswer, TargetNamesQuery>({
      query: ({ search, page }) => ({ url: BASE, params: { search, page } }),
      transformResponse: (body: Partial<TargetNamesAnswer>) => ({ data: body.data ?? [], total: body.total ?? 0, page: body.page ?? 1 }),
      providesTags: ['TargetNames'],
    }),
    addTargetName: build.mutation<DataAnswer<TargetNameRow>, TargetNameAddition>({
      query: (fields) => ({ url: BASE, method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: (_r, error) => (error ? [] : ['TargetNames']),
    }),
    removeTargetName: build.mutation<DataAnswer<TargetNameRow>, TargetNameRemoval>({
      query: (fields) => ({ url: `${BASE}/remove`, method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: (_r, error) => (error ? [] : ['TargetNames']),
    }),
    // Issue 49: the families of targets a family word (热休克蛋白) finds.
    targetFamilies: build.query<TargetFamiliesAnswer, void>({
      query: () => ({ url: `${BASE}/families` }),
      transformResponse: (body: Partial<TargetFamiliesAnswer>) => ({ data: body.data ?? [] }),
      providesTags: ['TargetFamilies'],
    }),
    addFamilyMember: build.mutation<DataAnswer<TargetFamilyRow>, TargetFamilyAddition>({
      query: (fields) => ({ url: `${BASE}/families`, method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: (_r, error) => (error ? [] : ['TargetFamilies']),
    }),
    removeFamilyMember: build.mutation<DataAnswer<TargetFamilyRow>, TargetFamilyRemoval>({
      query: (fields) => ({ url: `${BASE}/families/remove`, method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: (_r, error) => (error ? [] : ['TargetFamilies']),
    }),
  }),
});

export const {
  useTargetNamesQuery, useAddTargetNameMutation, useRemoveTargetNameMutation, useTargetFamiliesQuery, useAddFamilyMemberMutation, useRemoveFamilyMemberMutation,
} = targetNamesAdminApi;
