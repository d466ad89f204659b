import type { LocalizedText } from '@shop/contract';

const m = (zh: string, en: string): LocalizedText => ({ zh, en });

export const TARGET_NAME_MESSAGES = {
  badSymbol: m('基因符号只能含字母、数字和 - / . + 空格，例如 VIM、HSP70、ERK1/2', 'a gene symbol holds only letters, digits and - / . + or spaces, e.g. VIM, HSP70, ERK1/2'),
  notChinese: m('中文名须含有汉字', 'a Chinese name must contain Chinese characters'),
  badName: m('中文名不能含有逗号、分号或竖线', 'a Chinese name must not contain commas, semicolons or vertical bars'),
  grammarWord: (name: string) => m(`“${name}”是搜索中的限定词（如 抗体、内参、磷酸化），不能作为靶点名`, `"${name}" is a search qualifier (like 抗体, 内参, 磷酸化) and cannot name a target`),
  taken: (name: string, symbol: string) => m(`“${name}”已是 ${symbol} 的中文名`, `"${name}" is already a Chinese name of ${symbol}`),
  unknownFamily: m('没有这个靶点家族', 'there is no such family of targets'),
  unknownSymbol: (symbol: string) => m(`靶点表中没有 ${symbol}：请先为它添加中文名`, `the target table has no ${symbol}: add a Chinese name for it first`),
  memberTaken: (symbol: string) => m(`${symbol} 已在这个家族中`, `${symbol} is already in this family`),
  unknownMember: m('没有这个由员工添加的家族成员（可能已被删除）', 'there is no such staff-added family member (it may have been removed)'),
  unknownName: m('没有这个由员工添加的中文名（可能已被删除）', 'there is no such staff-added Chinese name (it may have been removed)'),
};
