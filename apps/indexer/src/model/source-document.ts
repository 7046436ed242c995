import type { CiteRef, Document } from '@aotearoa/contracts';

/**
 * The indexer's shared record types: what a source's `parse` returns and what each later stage of the corpus
 * (corpus.ts) adds, before `toIndexRecords` (enrich/chunk.ts) turns a document into index records.
 */

/**
 * A parsed Document plus, for Acts with full text, its sections: each becomes its own index record (grouped back
 * under the Act by `doc_id`); see enrich/chunk.ts.
 */
export type SourceDocument = Document & { sectionTexts?: ActSection[] };

/** One section (or schedule, long title, preamble) of an Act, as indexed. */
export interface ActSection {
  /** `act-<year>-<number>`, the Act's document id. */
  actId: string;
  actTitle: string;
  /** Label as printed: `103`, `4A`, `Schedule 1`, `long title`, `preamble`. */
  label: string;
  /** Pinpoint in NZ Law Style Guide form: `s 103`, `sch 1`, or the label itself (`long title`). */
  pinpoint: string;
  heading: string;
  text: string;
  kind: 'section' | 'schedule' | 'long_title' | 'preamble' | 'enacting_words';
  repealed: boolean;
  part: string | null;
  /** PCO anchor id on legislation.govt.nz (`DLM58333`), or null. */
  anchor: string | null;
  /** Official address of the section (or of the Act's whole text at the anchor); never null. */
  url: string;
  /** ISO date of the version the text was copied from (`Version as at` / `Reprint as at`), or null. */
  asAt: string | null;
  /** Which snapshot the text comes from (`docref-c2025`: the Social Security Act 2018's docref.org copy). */
  snapshot: 'current-2017-2026' | 'reprint-2009-2014' | 'docref-c2025';
}

/** What the citator found a document cites: the ids (`cites`) and each citation with its pinpoints. */
export interface CitatorFields {
  cites: string[];
  cite_refs: CiteRef[];
}

/**
 * A document after the corpus-wide stage (enrich/corpus-wide.ts): duplicates merged, `citation_count` set (how many
 * other documents of the corpus cite it) and, when it cites anything, `citator` (put on its first index record only).
 */
export type CorpusDocument = SourceDocument & { citator?: CitatorFields };
