import type { LocalizedText } from '@shop/contract';

const m = (zh: string, en: string): LocalizedText => ({ zh, en });

export const VOCABULARY_MESSAGES = {
  unknownVocabulary: (name: string) => m(`没有名为“${name}”的词表`, `there is no vocabulary named "${name}"`),
  unknownValue: (key: string) => m(`词表中没有“${key}”`, `"${key}" is not in this vocabulary`),
  exists: (key: string, existing: string) => m(`“${key}”已在词表中（“${existing}”）`, `"${key}" is already in this vocabulary (as "${existing}")`),
  nearDuplicate: (key: string, existing: string) =>
    m(
      `“${key}”与已有取值“${existing}”只差空格、连字符或大小写；请使用“${existing}”，或把这种写法作为它的其他写法`,
      `"${key}" differs from the existing value "${existing}" only in spaces, hyphens or case; use "${existing}" or add this spelling as another spelling of it`,
    ),
  synonymTaken: (synonym: string, key: string) => m(`其他写法“${synonym}”已属于“${key}”`, `the other spelling "${synonym}" already belongs to "${key}"`),
  mergeIntoRetired: (key: string) => m(`“${key}”已停用，不能把其他取值合并进去；请先恢复它`, `"${key}" is retired: no value can be merged into it; restore it first`),
  mergeSelf: m('不能把取值合并到它自己', 'a value cannot be merged into itself'),
  inUse: (key: string, products: number) =>
    m(`“${key}”仍被 ${products} 个产品使用，不能停用；请先把它合并到另一个取值`, `"${key}" is still used by ${products} products and cannot be retired; merge it into another value first`),
  badKey: m('取值不能为空，也不能含有逗号、分号或竖线（表格用它们分隔取值）', 'a value must not be empty nor contain commas, semicolons or vertical bars (sheets separate values with them)'),
  badOrder: m('排序须列出该词表的每个取值，各一次', 'the order must list every value of the vocabulary once'),
};
