/** The currency a reader sees and pays in: yuan in Chinese, dollars in English (spec section 9, issue 25). */
export type Currency = 'CNY' | 'USD';
