import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-building-code';
/** Date the snapshot was compiled from stored copies of the pages (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
const SOURCE = 'NZ Building Code pages (building.govt.nz and others, compiled from stored copies)';

interface RawClause {
  clause: string;
  title: string;
  description?: string;
  source_url: string;
  source_type?: string;
}
interface RawDoc {
  doc: string;
  title: string;
  effective?: string;
  edition?: string;
  scope?: string;
  notes?: string;
  source_url: string;
  source_type?: string;
  extra_sources?: string[];
}
interface RawStandard {
  standard: string;
  title: string;
  notes?: string;
  source_url: string;
  source_type?: string;
  extra_sources?: string[];
}

/** The clause group letter of a clause or document code (`E2/AS1` → `E`, `G1–G15` → `G`), or null. */
export function clauseGroup(code: string): string | null {
  const m = /^([A-H])\d/.exec(code.trim());
  return m?.[1] ?? null;
}

/** Building Code clauses named in a document code (`B1/VM1, B1/VM2` → `['B1']`, `E2/AS1` → `['E2']`). */
export function clausesOf(code: string): string[] {
  return [...new Set([...code.matchAll(/\b([A-H]\d{1,2})(?=\/|\b)/g)].map((m) => m[1] ?? ''))].filter(
    Boolean,
  );
}

/**
 * `Acceptable Solution` when every code in a document code is an AS (`E2/AS1`), `Verification Method` when every
 * one is a VM (`B1/VM1, B1/VM2`), `Acceptable Solutions and Verification Methods` when both or neither are named
 * (e.g. `B1 AS/VM Amendment 18`).
 */
export function methodTypeOf(code: string): string {
  const as = /\/AS\d|\bAS\/VM\b/.test(code);
  const vm = /\/VM\d|\bAS\/VM\b/.test(code);
  if (as && !vm) return 'Acceptable Solution';
  if (vm && !as) return 'Verification Method';
  return 'Acceptable Solutions and Verification Methods';
}

/** An ISO date when the source's `effective` is one (`2025-07-28`), else null (e.g. 'introduced November 2020'). */
function isoOrNull(v: string | undefined): string | null {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/**
 * Building Code clauses (kind `building_code_clause`, category = clause group letter), Acceptable Solutions and
 * Verification Methods (kind `building_method`, subtype = method type, category = clause group) and the NZ
 * Standards named on the pages read (kind `standard`). Every fact as read on `source_url`; titles the source did
 * not read are kept in its own words (e.g. '(timber durability – title not read)'); no price or page count exists
 * in the source, so none is recorded. The building-code-meta facts are not records of a panel and are not read.
 */
export function parseBuildingCode(dataDir: string): DirectoryRecord[] {
  const clauses = readJsonl<RawClause>(dataDir, FOLDER, 'building-code-clauses.jsonl').map((c) => {
    const code = clean(c.clause);
    return makeDirectoryRecord({
      id: `building_code_clause--${slug(code)}`,
      kind: 'building_code_clause',
      title: `${code} ${clean(c.title)}`,
      summary: c.description ? clean(c.description) : null,
      category: clauseGroup(code),
      tags: [code],
      url: c.source_url,
      source: SOURCE,
      sourceUrl: c.source_url,
      retrievedAt: RETRIEVED_AT,
      fields: {
        codeNumber: code,
        name: clean(c.title),
        description: c.description ? clean(c.description) : null,
        sourceType: c.source_type ?? null,
      },
    });
  });
  const methods = readJsonl<RawDoc>(dataDir, FOLDER, 'acceptable-solutions-verification-methods.jsonl').map(
    (d) => {
      const code = clean(d.doc);
      const methodType = methodTypeOf(code);
      const effective = isoOrNull(d.effective);
      return makeDirectoryRecord({
        id: `building_method--${slug(code)}`,
        kind: 'building_method',
        title: `${code}: ${clean(d.title)}`,
        summary: d.scope ? clean(d.scope) : publicNote(d.notes),
        text: [d.scope, publicNote(d.notes), d.edition].filter(Boolean).join(' · ') || null,
        category: clauseGroup(code),
        subtype: methodType,
        tags: clausesOf(code),
        date: effective,
        asAt: effective,
        url: d.source_url,
        source: SOURCE,
        sourceUrl: d.source_url,
        retrievedAt: RETRIEVED_AT,
        fields: {
          code,
          name: clean(d.title),
          methodType,
          scope: d.scope ? clean(d.scope) : null,
          notes: publicNote(d.notes),
          edition: d.edition ?? null,
          /** The source's words on when it took effect (an ISO date or e.g. 'introduced November 2020'). */
          effective: d.effective ?? null,
          clauses: clausesOf(code),
          sourceType: d.source_type ?? null,
          extraSources: d.extra_sources ?? [],
        },
      });
    },
  );
  const standards = readJsonl<RawStandard>(dataDir, FOLDER, 'nz-standards-cited.jsonl').map((s) => {
    const number = clean(s.standard);
    const titleRead = !/title not read/i.test(s.title);
    return makeDirectoryRecord({
      id: `standard--${slug(number)}`,
      kind: 'standard',
      title: titleRead ? `${number} ${clean(s.title)}` : number,
      summary: publicNote(s.notes),
      text: clean(s.title),
      category: /^AS\/NZS/.test(number) ? 'AS/NZS' : 'NZS',
      url: null,
      source: SOURCE,
      sourceUrl: s.source_url,
      retrievedAt: RETRIEVED_AT,
      fields: {
        standardNumber: number,
        name: titleRead ? clean(s.title) : null,
        /** The source's own note when it did not read the full title. */
        titleNote: titleRead ? null : clean(s.title),
        notes: publicNote(s.notes),
        sourceType: s.source_type ?? null,
        extraSources: s.extra_sources ?? [],
      },
    });
  });
  return [...clauses, ...methods, ...standards];
}
