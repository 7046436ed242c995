import { describe, expect, it } from 'vitest';
import { makeDocument } from '../sources/_shared/common';
import { enrichDebateType, mapDebateType } from './debate-type';

// Titles and Hansard document types below are real values from the bundled Hansard speech-turn sample
// and Parliament Bills API capture (data/hansard-bills-nz).
describe('mapDebateType', () => {
  it.each([
    [
      'Hansard - question',
      'Hide, Rodney: Questions for Oral Answer — Questions to Ministers',
      'Question Time',
    ],
    [
      'Hansard - question',
      'Questions for Oral Answer — Questions to Ministers, Urgent Questions',
      'Question Time',
    ],
    ['Hansard - debate', 'General Debates', 'General Debate'],
    ['Hansard - debate', 'General Debate', 'General Debate'],
    [
      'Hansard - speech',
      'Goff, Phil: New Zealand Council of Law Reporting Amendment Bill — First Reading',
      'Bill Reading',
    ],
    [
      'Hansard - debate',
      'Biosecurity Amendment Bill — Second Reading, Instruction to Committee, In Committee, Third Reading',
      'Bill Reading',
    ],
    [
      'Hansard - debate',
      'Education (Freedom of Association) Amendment Bill — In Committee, Speaker Recalled, In Committee',
      'Other',
    ],
    ['Hansard - daily', 'Volume 607, Week 21 - Tuesday, 8 April 2003', 'Other'],
    ['Hansard - debate', 'Debate on Prime Minister’s Statement', 'Other'],
    ['Bill', 'Gas (Market Transparency) Amendment Bill', 'Other'],
    // As the indexer stores them: the Hansard type without its "Hansard - " prefix, and a bill's status.
    ['question', 'Collins, Judith: , Questions for Oral Answer — Questions to Ministers', 'Question Time'],
    ['debate', 'General Debate', 'General Debate'],
    ['daily', 'Volume 618, Week 62 - Thursday, 29 July 2004', 'Other'],
  ] as const)('%s / %s → %s', (type, title, expected) => {
    expect(mapDebateType(type, title)).toBe(expected);
  });

  it('maps a bill by its current stage', () => {
    expect(mapDebateType('bill', 'Patents Amendment Bill', null, 'Second Reading')).toBe('Bill Reading');
    expect(mapDebateType('bill', 'Patents Amendment Bill', null, 'Committee of whole House')).toBe('Other');
    expect(mapDebateType('bill', 'Patents Amendment Bill', null, 'Royal Assent')).toBe('Other');
  });

  it('places a select committee report and an urgent debate', () => {
    expect(mapDebateType('Bill', 'Plain Language Bill', 'Select Committee Report')).toBe('Committee Report');
    expect(mapDebateType('Bill', 'Plain Language Bill', 'Select Committee')).toBe('Other');
    expect(mapDebateType(undefined, 'Urgent Debate')).toBe('Urgent Debate');
  });
});

describe('enrichDebateType', () => {
  const record = (type: 'parliamentary_debate' | 'bill' | 'case_law', title: string, metadata = {}) =>
    makeDocument({
      id: 'x',
      title,
      type,
      metadata,
      source: 'test',
      sourceUrl: 'https://example.test/',
      retrievedAt: '2026-12-01',
    });

  it('sets the debate type of debates and bills from their Hansard type, title and stage', () => {
    const debate = enrichDebateType(
      record('parliamentary_debate', 'General Debates', { debate_type: 'debate' }),
    );
    expect(debate.metadata.debate_category).toBe('General Debate');
    const bill = enrichDebateType(
      record('bill', 'Patents Amendment Bill', { bill_status: 'Second Reading' }),
    );
    expect(bill.metadata.debate_category).toBe('Bill Reading');
  });

  it('leaves other documents as they are', () => {
    expect(enrichDebateType(record('case_law', 'General Debates')).metadata.debate_category).toBeUndefined();
  });
});
