import { getMetadataStorage } from 'class-validator';

type Rules = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>;

const remembered = new WeakSet<object>();

/**
 * class-validator finds a class's rules, on every validation, by testing the class against every decorated class of
 * the shop (`instanceof` each, for inherited rules: typestack/class-validator#2686, open): 5.4 % of a web process's
 * CPU under a search load, more than the facet counting. A class's own and inherited rules are all registered when
 * it is defined (decorators run then, and a parent is defined before its child), so the answer for a class and the
 * same options never changes once a value of it can be validated: it is kept, per class, for the process's life.
 */
export function rememberValidationRules(): void {
  const storage = getMetadataStorage();
  if (remembered.has(storage)) return;
  remembered.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const byClass = new WeakMap<object, Map<string, Rules>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups ?? null]);
    let kept = byClass.get(target);
    if (!kept) byClass.set(target, (kept = new Map()));
    let rules = kept.get(key);
    if (!rules) kept.set(key, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
}
