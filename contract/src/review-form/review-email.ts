/**
 * Issue 31: the review form's e-mail must look like an address (the spec checks no format; "测试" and
 * "not-an-email" got through). Pure: the form checks with the same function before sending.
 */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)*\.[^\s@<>()[\]\\,;:".\d]{2,}$/u;

export function isEmailAddress(text: string): boolean {
  const value = text.trim();
  return value.length <= 254 && ADDRESS.test(value);
}

export const BAD_REVIEW_EMAIL = { zh: '请填写有效的电子邮箱地址，例如 name@example.com', en: 'Please enter a valid e-mail address, e.g. name@example.com' };
