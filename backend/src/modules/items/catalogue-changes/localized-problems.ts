import type { Request } from 'express';
import { requestLanguage } from '../../../http/request-language';
import { InvalidProduct } from './product-refusals';

/** Runs a staff write; a refusal listing field problems comes back in the caller's language only. */
export async function localizedProblems<T>(req: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof InvalidProduct ? error.in(requestLanguage(req)) : error;
  }
}
