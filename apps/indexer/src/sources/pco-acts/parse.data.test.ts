import { legalStatusLabel } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import type { SourceDocument } from '../../model/source-document';
import { readCsv } from '../_shared/common';
import { actIdFromUrl, parseActs, splitGluedTitles } from './parse';

describe('pco-acts (real bundled data)', () => {
  const docs = parseActs(DATA_DIR);
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('reads all 1,837 rows of the Acts list', () => {
    expect(readCsv(DATA_DIR, 'openlawnz-parsers', 'legislation-acts-normalised.csv')).toHaveLength(1837);
    expect(docs.length).toBeGreaterThan(1837);
  });

  it("merges an outline into the Act its page names, not the one its demo-site address's numbers name", () => {
    // The Bylaws Act 1910's outline was read at demo.legislation.govt.nz/Acts/public/2019/58/…: 2019 No 58 is the
    // Legislation Act 2019, which must keep its own status, not the 1910 Act's reprint date and headings.
    const bylaws = byId.get('act-1910-28');
    expect(bylaws?.title).toBe('Bylaws Act 1910');
    expect(bylaws?.metadata.outline_url).toContain('demo.legislation.govt.nz/Acts/public/2019/58/');
    expect(bylaws?.metadata.sections).toContain('s 2 Interpretation');
    const legislation = byId.get('act-2019-58');
    expect(legislation?.title).toBe('Legislation Act 2019');
    expect(legislation?.metadata.outline_url).toBeUndefined();
    expect(legislation?.metadata.sections ?? []).not.toContain('s 2 Interpretation');
    // Likewise the Search and Surveillance Act 2012 (read at …/2010/111/…, the Insurance (Prudential Supervision)
    // Act 2010's numbers).
    expect(byId.get('act-2012-24')?.metadata.outline_url).toContain('/Acts/public/2010/111/');
    expect(byId.get('act-2010-111')?.metadata.administering_agency).not.toBe('Ministry of Justice');
  });

  it('maps the Employment Relations Act 2000 with number, URL and outline headings', () => {
    const era = byId.get('act-2000-24');
    expect(era?.title).toBe('Employment Relations Act 2000');
    expect(era?.citation).toBe('2000 No 24');
    expect(era?.sourceUrl).toBe('https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM58317.html');
    expect(era?.metadata.administering_agency).toBe('Ministry of Business, Innovation, and Employment');
    expect(era?.content).toContain(
      's 4 Parties to employment relationship to deal with each other in good faith',
    );
    // sections_count: the full text's sections (more than the outline lists), each indexed as its own record.
    expect(era?.sections_count).toBeGreaterThanOrEqual(
      (era?.metadata.sections as string[] | undefined)?.length ?? 0,
    );
    expect((era as { sectionTexts?: unknown[] } | undefined)?.sectionTexts?.length).toBeGreaterThan(400);
    expect(era?.metadata.legal_status?.state).toBe('in_force');
  });

  it('keeps one document per Act: former titles and glued titles merge', () => {
    expect(actIdFromUrl('https://www.legislation.govt.nz/act/public/1908/004A/latest/DLM137366.html')).toBe(
      'act-1908-4a',
    );
    expect(
      splitGluedTitles('Oranga Tamariki Act 1989Children’s and Young People’s Well-being Act 1989'),
    ).toHaveLength(2);
    // An Act of a session spanning two years keeps its whole title.
    expect(splitGluedTitles('Local Legislation Act 1932–33')).toEqual(['Local Legislation Act 1932–33']);
    expect(splitGluedTitles('Urewera Lands Act 1921-22Foo Act 1921')).toEqual([
      'Urewera Lands Act 1921-22',
      'Foo Act 1921',
    ]);
    expect(byId.get('act-1932-47')?.title).toBe('Local Legislation Act 1932–33');
    expect(byId.get('act-1989-24')?.title).toBe('Oranga Tamariki Act 1989');
    for (const d of byId.values()) {
      for (const t of (d.metadata.alternative_titles as string[] | undefined) ?? [])
        expect(t).toMatch(/\p{L}/u);
    }
    expect(byId.get('act-2001-49')?.metadata.former_titles).toContain(
      'Injury Prevention, Rehabilitation, and Compensation Act 2001',
    );
  });

  it('marks repealed Acts not current', () => {
    expect(byId.get('act-1989-142')?.is_current).toBe(false);
  });

  it('adds the Acts newer than every list from legislation.govt.nz new-versions list, status dated, not confirmed', () => {
    const eta = byId.get('act-2020-38');
    expect(eta?.title).toBe('Education and Training Act 2020');
    expect(eta?.citation).toBe('2020 No 38');
    expect(eta?.sourceUrl).toMatch(/^https:\/\/www\.legislation\.govt\.nz\/act\/public\/2020\/0038\//);
    expect(eta?.is_current).toBe(false);
    const status = eta?.metadata.legal_status;
    expect(status && legalStatusLabel(status)).toBe(
      'Status not confirmed: a version as at 19 November 2025 was listed — source: legislation.govt.nz new versions list (recorded by keep-track-nz, 2025-12-16); check legislation.govt.nz',
    );
    expect(byId.get('act-2022-12')?.title).toBe('Incorporated Societies Act 2022');
    // An Act an older list knows keeps that list's record and evidence.
    expect(byId.get('act-2000-24')?.source).not.toMatch(/new versions list/);
    expect(docs.filter((d) => d.title === 'Education and Training Act 2020')).toHaveLength(1);
  });

  it('merges the Social Security Act 2018 full text, section by section, and the Crimes Act XML sections', () => {
    const ssa = byId.get('act-2018-32') as SourceDocument | undefined;
    expect(ssa?.content).toContain('s 3 Purpose of this Act');
    expect(ssa?.sections_count).toBeGreaterThan(600);
    const sections = new Map((ssa?.sectionTexts ?? []).map((s) => [s.pinpoint, s]));
    expect(sections.get('s 1')?.text).toBe('This Act is the Social Security Act 2018.');
    expect(sections.get('s 3')).toMatchObject({
      heading: 'Purpose of this Act',
      part: 'Part 1 General provisions',
    });
    expect(sections.get('s 2')?.text).toContain('(1) This Act comes into force on 26 November 2018.');
    expect(sections.get('sch 1 cl 1')?.heading).toBe('Changeover and saved defined');
    // A schedule's own text outside clauses (the dictionary) is one provision; no as-at date (version unknown).
    expect(sections.get('sch 2')).toMatchObject({ heading: 'Dictionary', asAt: null });
    expect(sections.get('s 3')?.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
    expect([...sections.values()].some((s) => /^\[repealed\]$/i.test(s.text))).toBe(false);
    const crimes = byId.get('act-1961-43');
    expect(crimes?.content).toContain(
      's 253 Designing, writing, or adapting software for committing certain crimes',
    );
    expect(crimes?.date_enacted).toBe('1961-11-01');
    expect(byId.get('act-2026-21')?.title).toBe('Regulatory Systems (Transport) Amendment Act 2026');
  });

  it('adds titles-list Acts missing from the Acts list as title-only documents', () => {
    const extra = docs.find((d) => d.title === 'Accident Compensation Amendment Act 2010');
    expect(extra?.id).toBe('act-t-accident-compensation-amendment-act-2010');
    expect(extra?.content).toBeNull();
  });
});
