import type { EvidenceFigure, EvidenceKind, ValidationEntry } from '../catalogueApi';
import { listOf } from '../tags';

/** The order kinds are shown in, strongest first; the legend follows it too. */
export const EVIDENCE_KIND_ORDER: readonly EvidenceKind[] = ['knockout', 'own-data', 'user-review', 'cited'];

/** A figure of a cell with what each entry showing it says about it (one picture may back two kinds). */
export interface CellFigure {
  figure: EvidenceFigure;
  notes: Array<{ kind: EvidenceKind; note: string; note_en: string }>;
}

/** What backs one application in one species. */
export interface CellEvidence {
  kinds: EvidenceKind[];
  /** Approved reviews (user-review). */
  reviews: number;
  /** PubMed IDs of the references (cited). */
  pmids: string[];
  figures: CellFigure[];
}

export interface EvidenceMatrix {
  /** Rows: the product's applications, then any other an entry names. */
  applications: string[];
  /** Columns: the product's reactivities, then any other species an entry names. */
  species: string[];
  cell(application: string, species: string): CellEvidence | undefined;
  empty: boolean;
}

const key = (application: string, species: string) => `${application}\u0000${species}`;

function addOnce(list: string[], value: string) {
  if (value && !list.includes(value)) list.push(value);
}

/** The matrix of a product's evidence entries, rows and columns led by what the product declares. */
export function evidenceMatrix(entries: ValidationEntry[], productApplications: string, productReactivities: string): EvidenceMatrix {
  const applications = listOf(productApplications);
  const species = listOf(productReactivities);
  const cells = new Map<string, CellEvidence>();
  for (const entry of entries) {
    if (!EVIDENCE_KIND_ORDER.includes(entry.kind)) continue;
    addOnce(applications, entry.application);
    addOnce(species, entry.species);
    const id = key(entry.application, entry.species);
    const cell = cells.get(id) ?? { kinds: [], reviews: 0, pmids: [], figures: [] };
    if (!cell.kinds.includes(entry.kind)) cell.kinds.push(entry.kind);
    cell.reviews += entry.reviews ?? 0;
    for (const pmid of entry.pmids ?? []) addOnce(cell.pmids, pmid);
    if (entry.figure) {
      const note = { kind: entry.kind, note: entry.note ?? '', note_en: entry.note_en ?? '' };
      const shown = cell.figures.find((f) => f.figure.zoom === entry.figure!.zoom);
      if (shown) shown.notes.push(note);
      else cell.figures.push({ figure: entry.figure, notes: [note] });
    }
    cells.set(id, cell);
  }
  for (const cell of cells.values()) cell.kinds.sort((a, b) => EVIDENCE_KIND_ORDER.indexOf(a) - EVIDENCE_KIND_ORDER.indexOf(b));
  return {
    applications,
    species,
    cell: (application, kind) => cells.get(key(application, kind)),
    empty: cells.size === 0,
  };
}
