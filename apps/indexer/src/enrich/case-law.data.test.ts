import { CaseFactsSchema } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, loadCorpus } from '../corpus';
import { deriveCaseFacts } from './case-law';

/** The case-law rules (case-law.test.ts) over the real bundled decisions of every case source (the `data` project). */
describe('derived case fields over the real bundled decisions', async () => {
  const { documents } = await loadCorpus(DATA_DIR, [
    'jdo-judgments',
    'courts-tribunals-fulltext',
    'tribunal-decisions',
    'nz-court-decisions-other-courts',
  ]);
  const byId = new Map(documents.map((d) => [d.id, d]));
  const facts = (id: string) => CaseFactsSchema.parse(byId.get(id)?.metadata.case_facts);

  it('every decision has valid facts and a significance facet', () => {
    for (const d of documents) {
      expect(CaseFactsSchema.safeParse(d.metadata.case_facts).success, d.id).toBe(true);
      expect(d.metadata.case_facets).toEqual(
        expect.arrayContaining([expect.stringMatching(/^significance:/)]),
      );
    }
  });

  it('reads the outcomes of the Courts of New Zealand judgments from their orders', () => {
    expect(facts('nzsc-2025-191').outcome).toEqual({ value: 'Allowed', quote: 'The appeal is allowed.' });
    expect(facts('nzca-2025-677').outcome?.value).toBe('Dismissed');
    expect(facts('nzca-2025-650').outcome?.value).toBe('Allowed');
    expect(facts('nzca-2026-91').outcome?.value).toBe('Partially allowed');
    expect(facts('nzsc-2014-89').outcome?.value).toBe('Dismissed');
    expect(facts('nzca-2025-677').judges).toBe('Katz, Thomas and Palmer JJ');
  });

  it('types, places and ranks real decisions by the documented rules', () => {
    expect(facts('nzhc-2018-3202').caseType?.value).toBe('Criminal');
    expect(facts('nzhc-2018-3202').location).toBe('Auckland');
    expect(facts('nzhc-2026-472').caseType?.value).toBe('Judicial Review');
    expect(facts('nzhc-2026-544').location).toBe('New Plymouth');
    expect(facts('nzca-2013-588').significance.value).toBe('high'); // [2014] 2 NZLR 587
    expect(facts('nzempc-2014-213').significance.value).toBe('high'); // Judgments of note 2014
    expect(facts('nzsc-2017-191').significance.value).toBe('medium');
    expect(facts('nzfc-2018-6348').childrenInvolved?.value).toBe(true);
  });

  it('derives no value for records that do not support it (JDO index records have no text)', () => {
    const jdo = documents.filter(
      (d) => d.source.startsWith('Ministry of Justice Judicial') && !d.metadata.case_text_file,
    );
    const withOutcome = jdo.filter((d) => deriveCaseFacts(d).facts.outcome);
    expect(withOutcome).toEqual([]);
  });
});
