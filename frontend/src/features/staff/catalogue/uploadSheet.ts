import { readCookie } from '../../../shared/api/cookies';
import { storedLanguage } from '../../../i18n/language';
import type { ImportState, Problem } from './catalogueAdminApi';

export interface UploadFailure {
  status: number;
  message: string | null;
  problems: Problem[];
}

/**
 * POST /imports with XMLHttpRequest rather than the api slice: sheets can be large (up to 300 MB)
 * and only XHR reports how much of the body has been sent. Same headers as the api slice.
 */
export function uploadSheet(
  sheet: File,
  images: File | null,
  onProgress: (sent: number, total: number) => void,
  options: { renameCatno?: boolean; addValues?: boolean } = {},
): Promise<ImportState> {
  const body = new FormData();
  if (options.renameCatno) body.append('rename_catno', '1');
  if (options.addValues) body.append('add_values', '1');
  body.append('sheet', sheet);
  if (images) body.append('images', images);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admininfo/catalogue/imports');
    xhr.setRequestHeader('X-Language', storedLanguage());
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const uid = readCookie('uid');
    const token = readCookie('password');
    if (uid && token) xhr.setRequestHeader('Authorization', `${uid}:${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as { code?: number; data?: ImportState; message?: string; problems?: Problem[] };
      if (xhr.status >= 200 && xhr.status < 300 && answer.code === 200 && answer.data) resolve(answer.data);
      else reject({ status: xhr.status, message: answer.message ?? null, problems: answer.problems ?? [] } satisfies UploadFailure);
    };
    xhr.onerror = () => reject({ status: 0, message: null, problems: [] } satisfies UploadFailure);
    xhr.send(body);
  });
}
