/**
 * The reactivity vocabulary sorted by how far each species is from human, so an antibody's
 * reactivities can stay within what its target plausibly allows (targets.ts `reactivityRange`):
 * an antibody to a mammalian immune receptor reacts with mammals, one to actin or histone H3 may
 * react with flies, yeast and plants, and only tag antibodies see bacteria and viruses (the tag is
 * the same whatever expresses it).
 */
export type SpeciesGroup = 'mammal' | 'vertebrate' | 'invertebrate' | 'fungus' | 'plant' | 'microbe';

export const SPECIES_GROUPS: Readonly<Record<SpeciesGroup, readonly string[]>> = {
  mammal: [
    'Human', 'Mouse', 'Rat', 'Monkey', 'Rhesus monkey', 'Dog', 'Cat', 'Pig', 'Cow', 'Sheep', 'Goat', 'Horse', 'Rabbit', 'Hamster',
    'Guinea pig', 'Bat', 'Ferret', 'Mink', 'Camel', 'Alpaca', 'Donkey', 'Buffalo', 'Yak', 'Deer', 'Gerbil', 'Chinese hamster',
    'Tree shrew', 'Marmoset', 'Chimpanzee', 'Baboon', 'Opossum', 'Platypus',
  ],
  vertebrate: ['Zebrafish', 'Chicken', 'Duck', 'Turkey', 'Xenopus', 'Frog', 'Medaka', 'Salmon', 'Trout', 'Carp'],
  invertebrate: ['Drosophila', 'C. elegans', 'Sea urchin', 'Honeybee', 'Silkworm', 'Mosquito'],
  fungus: ['Yeast', 'S. cerevisiae', 'S. pombe'],
  plant: ['Plants', 'Arabidopsis', 'Rice', 'Maize', 'Wheat', 'Tobacco', 'Tomato', 'Soybean', 'Potato', 'Chlamydomonas', 'Algae'],
  microbe: ['E. coli', 'Bacteria', 'Virus'],
};

/**
 * How far from human an antibody to a target is expected to react: each range adds groups to the
 * one before (mammal ⊂ vertebrate ⊂ animal ⊂ eukaryote); `any` is for tags.
 */
export type ReactivityRange = 'mammal' | 'vertebrate' | 'animal' | 'eukaryote' | 'any';

const GROUPS_IN_RANGE: Readonly<Record<ReactivityRange, readonly SpeciesGroup[]>> = {
  mammal: ['mammal'],
  vertebrate: ['mammal', 'vertebrate'],
  animal: ['mammal', 'vertebrate', 'invertebrate'],
  eukaryote: ['mammal', 'vertebrate', 'invertebrate', 'fungus', 'plant'],
  any: ['mammal', 'vertebrate', 'invertebrate', 'fungus', 'plant', 'microbe'],
};

const GROUP_OF = new Map<string, SpeciesGroup>(
  (Object.entries(SPECIES_GROUPS) as [SpeciesGroup, readonly string[]][]).flatMap(([group, species]) => species.map((s) => [s, group] as const)),
);

export const speciesGroupOf = (species: string): SpeciesGroup | undefined => GROUP_OF.get(species);

/** Whether an antibody whose target has this range may list the species as a reactivity. */
export function withinRange(range: ReactivityRange, species: string): boolean {
  const group = GROUP_OF.get(species);
  return group !== undefined && GROUPS_IN_RANGE[range].includes(group);
}

/** The species of a group (within the range), for drawing extra reactivities. */
export function speciesOf(group: SpeciesGroup, range: ReactivityRange): readonly string[] {
  return GROUPS_IN_RANGE[range].includes(group) ? SPECIES_GROUPS[group] : [];
}
