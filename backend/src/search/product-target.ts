import { HOSTS } from '../modules/items/product-vocabulary';
import { compactKey } from '../modules/items/text-normaliser';

/**
 * What a product is "about", for ranking and for related products. A researcher types the target
 * the way catalogues name it: the gene symbol (TP53), an alias (p53), the protein name or its
 * family (Actin, from "Actin, cytoplasmic 1"), or the target at the head of the product name
 * ("beta-Actin" in "beta-Actin Rabbit Monoclonal Antibody"). These names, as keys, are the
 * product's target names: typing one exactly ranks the product right after an exact catalogue
 * number. The PostgreSQL index derives the same keys in SQL (search-document.sql.ts); a test holds
 * the two to the same answers.
 */

/** A name as a key: normalised and without separators, "Beta-Actin", "β-actin" and "beta actin" → 'betaactin' (modules/items/text-normaliser.ts). */
export function targetKey(text: string): string {
  return compactKey(text);
}

/**
 * Where the description of the antibody starts in a product name: a clonality or antibody word,
 * with the host before it. Catalogues write "p53 Rabbit Monoclonal Antibody [EPR1]", "Anti-p53
 * antibody [DO-1]", "p53 (7F5) Rabbit mAb".
 */
export const ANTIBODY_WORDS = ['recombinant', 'monoclonal', 'polyclonal', 'nano-antibody', 'antibody', 'antibodies', 'mab', 'pab'];
export const HOST_WORDS = HOSTS.map((h) => h.toLowerCase());

const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g;
const ANTI = /^\s*anti[\s-]+/;
const DESCRIPTION = new RegExp(`(\\b(${HOST_WORDS.join('|')})\\s+)?\\b(${ANTIBODY_WORDS.join('|')})\\b.*$`);

/**
 * The target a product name starts with: "Anti-beta-Actin (ACTB) Mouse Monoclonal Antibody [AC-15]"
 * → 'beta actin'. A product without a host is no antibody (a reagent): its name is its target.
 */
export function nameTarget(productName: string, host: string): string {
  const lower = productName.normalize('NFKC').toLowerCase().replace(BRACKETED, ' ');
  return targetKey(host ? lower.replace(ANTI, '').replace(DESCRIPTION, '') : lower);
}

/** UniProt names a member of a family "Family, member": "Actin, cytoplasmic 1" → 'actin'. */
export function proteinFamily(proteinName: string): string {
  const comma = proteinName.indexOf(',');
  return comma > 0 ? targetKey(proteinName.slice(0, comma)) : '';
}

/** Aliases are stored as one text, separated by semicolons or commas. */
export function aliasesOf(alternativeNames: string): string[] {
  return alternativeNames
    .split(/\s*[;,]\s*/)
    .map((a) => a.trim())
    .filter(Boolean);
}

export interface TargetFields {
  geneName: string;
  alternativeNames: string;
  proteinName: string;
  productName: string;
  host: string;
}

/** Every name of the product's target, as keys, without repeats. */
export function targetNames(p: TargetFields): string[] {
  const names = [p.geneName, ...aliasesOf(p.alternativeNames), p.proteinName].map(targetKey);
  names.push(proteinFamily(p.proteinName), nameTarget(p.productName, p.host));
  return [...new Set(names.filter(Boolean))];
}

/**
 * The names that make the product's target what was typed (issue 23): gene symbol, protein name and
 * family, the target its name starts with. An alias alone ranks lower: "p38" is an alias of
 * synaptophysin, but p38 MAPK is what a researcher typing it means.
 */
export function primaryTargetNames(p: TargetFields): string[] {
  const names = [targetKey(p.geneName), targetKey(p.proteinName), proteinFamily(p.proteinName), nameTarget(p.productName, p.host)];
  return [...new Set(names.filter(Boolean))];
}

/**
 * Whether the product name is its target plainly (the target it starts with is one of the target's
 * own names): "p53 (7F5) Rabbit mAb", not "Phospho-p53 (Ser15)" or "Acetyl-p53". Typing the gene
 * symbol (TP53) puts these first.
 */
export function isPlainTarget(p: TargetFields): boolean {
  const named = nameTarget(p.productName, p.host);
  const own = [p.geneName, ...aliasesOf(p.alternativeNames), p.proteinName].map(targetKey);
  own.push(proteinFamily(p.proteinName));
  return named !== '' && own.includes(named);
}

/** The one key products are grouped by for "same target": the gene symbol, else the name's target. */
export function targetOf(p: Pick<TargetFields, 'geneName' | 'productName' | 'host'>): string {
  return targetKey(p.geneName) || nameTarget(p.productName, p.host);
}
