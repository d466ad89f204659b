import { refusalDetail, serverMessage } from '../../shared/api/serverMessage';

/**
 * A refused form as per-field messages: the server names the field it refuses (`field`), or lists
 * the fields that failed validation (`fields`); anything else is the form's own message.
 */
export function fieldRefusal(error: unknown, fallback: string): { field?: string; message: string } {
  const field = refusalDetail(error, 'field');
  const message = serverMessage(error);
  if (typeof field === 'string' && message) return { field, message };
  const fields = refusalDetail(error, 'fields');
  if (Array.isArray(fields) && fields.length > 0) {
    const [first] = fields as { field: string; problems: string[] }[];
    return { field: first.field, message: first.problems[0] ?? fallback };
  }
  return { message: message ?? fallback };
}
