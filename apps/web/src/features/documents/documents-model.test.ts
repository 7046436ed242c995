import { describe, expect, it } from 'vitest';
import { emailBody, emailDraftHref, emailSubject } from './documents-model';

const a = {
  id: 'a',
  title: 'Employment Relations Act 2000',
  citation: '2000 No 24',
  url: 'https://www.legislation.govt.nz/act/public/2000/0024/latest/whole.html',
};
const b = { id: 'b', title: 'Smith v Māori Trustee & Others', citation: '[2017] NZHC 2187', url: null };

describe('Email Selected draft', () => {
  it('uses the subject of the specification with the count', () => {
    expect(emailSubject(2)).toBe('New Zealand Legal Documents - 2 documents');
    expect(emailSubject(1)).toBe('New Zealand Legal Documents - 1 document');
  });

  it('lists each title, citation and link', () => {
    const body = emailBody([a, b]);
    expect(body).toContain(
      '1. Employment Relations Act 2000\n   Citation: 2000 No 24\n   Link: https://www.legislation',
    );
    expect(body).toContain('2. Smith v Māori Trustee & Others\n   Citation: [2017] NZHC 2187');
    expect(body).not.toContain('Link: null');
  });

  it('percent-encodes subject and body so & and macrons survive', () => {
    const href = emailDraftHref([a, b]);
    expect(
      href.startsWith('mailto:?subject=New%20Zealand%20Legal%20Documents%20-%202%20documents&body='),
    ).toBe(true);
    const body = new URL(href).searchParams.get('body');
    expect(body).toBe(emailBody([a, b]));
  });
});
