import type { ShopError } from '../../shared/api/api';
import { fieldRefusal } from './fieldRefusal';

/** A refusal as the envelope base query reports it (shared/api/envelopeBaseQuery.ts). */
const refusal = (status: number, data: Record<string, unknown>): ShopError => ({ status, message: typeof data.message === 'string' ? data.message : undefined, data });

describe('fieldRefusal: a refused account form as per-field messages (pure)', () => {
  it('names the field the server named, with its message', () => {
    expect(fieldRefusal(refusal(400, { message: '当前密码不正确', field: 'oldpassword' }), '操作失败')).toEqual({ field: 'oldpassword', message: '当前密码不正确' });
  });

  it('takes the first of the fields a validation refusal lists, its first problem', () => {
    const error = refusal(400, { message: 'Bad request', fields: [{ field: 'phone', problems: ['电话号码至少 5 位数字', '只能包含数字'] }, { field: 'username', problems: ['太长'] }] });
    expect(fieldRefusal(error, '操作失败')).toEqual({ field: 'phone', message: '电话号码至少 5 位数字' });
  });

  it('falls back to the form\'s own message: no field named, no message, or not a refusal at all', () => {
    expect(fieldRefusal(refusal(429, { message: '请求过于频繁，请稍后再试' }), '操作失败')).toEqual({ message: '请求过于频繁，请稍后再试' });
    expect(fieldRefusal(refusal(500, {}), '操作失败')).toEqual({ message: '操作失败' });
    expect(fieldRefusal(refusal(400, { fields: [{ field: 'phone', problems: [] }] }), 'Failed')).toEqual({ field: 'phone', message: 'Failed' });
    expect(fieldRefusal(new TypeError('Failed to fetch'), 'Failed')).toEqual({ message: 'Failed' });
  });
});
