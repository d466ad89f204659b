import type { DataAnswer, SafetySheetLanguage as SdsLanguage, SafetySheetScope as SdsScope, StaffSafetySheets } from '@shop/contract';
import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';

export type { SafetySheetLanguage as SdsLanguage, SafetySheetScope as SdsScope, StaffSafetySheets } from '@shop/contract';

const base = (pid: number) => `/admininfo/catalogue/products/${pid}/sds`;

/** A type's sheet is every product of that type's: a change reloads every product's panel and page. */
const changed = (_r: unknown, error: unknown) => (error ? [] : (['SafetySheet', 'Product'] as const).map((type) => ({ type })));

/** Safety data sheets kept in the staff product editor (issue 35): per language, for the product or its product type. */
export const safetySheetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    safetySheets: build.query<StaffSafetySheets, number>({
      query: (pid) => base(pid),
      transformResponse: (body: DataAnswer<StaffSafetySheets>) => body.data,
      providesTags: ['SafetySheet'],
    }),
    uploadSafetySheet: build.mutation<unknown, { pid: number; scope: SdsScope; language: SdsLanguage; file: File }>({
      query: ({ pid, scope, language, file }) => {
        const body = new FormData();
        body.append('scope', scope);
        body.append('language', language);
        body.append('sds', file);
        return { url: base(pid), method: 'POST', body };
      },
      invalidatesTags: changed,
    }),
    deleteSafetySheet: build.mutation<unknown, { pid: number; scope: SdsScope; language: SdsLanguage }>({
      query: ({ pid, scope, language }) => ({ url: `${base(pid)}/delete`, method: 'POST', body: formBody({ scope, language }) }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useSafetySheetsQuery, useUploadSafetySheetMutation, useDeleteSafetySheetMutation } = safetySheetsApi;
