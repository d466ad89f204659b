import type { Language } from './request-language';

/** Generic texts for error statuses, in the caller's language. Domain errors bring their own message keys. */
const BY_STATUS: Record<number, Record<Language, string>> = {
  400: { zh: '请求参数有误', en: 'The request is not valid' },
  401: { zh: '请您先登录', en: 'Please log in first' },
  403: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  404: { zh: '请求的资源不存在', en: 'Not found' },
  405: { zh: '不支持此请求方法', en: 'Method not allowed' },
  409: { zh: '请求与当前状态冲突', en: 'The request conflicts with the current state' },
  413: { zh: '提交的内容过大', en: 'The request is too large' },
  415: { zh: '不支持的内容类型', en: 'Unsupported content type' },
  422: { zh: '请求无法处理', en: 'The request cannot be processed' },
  429: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  500: { zh: '服务器内部错误，请稍后再试', en: 'Something went wrong on our side, please try again later' },
  503: { zh: '服务暂时不可用，请稍后再试', en: 'The service is temporarily unavailable, please try again later' },
};

export function statusMessage(status: number, language: Language): string {
  const texts = BY_STATUS[status] ?? (status >= 500 ? BY_STATUS[500] : BY_STATUS[400]);
  return texts[language];
}
