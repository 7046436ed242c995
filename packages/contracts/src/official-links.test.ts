import { describe, expect, it } from 'vitest';
import { DIRECTORY_KINDS } from './indexes/directory';
import {
  DIRECTORY_OFFICIAL_HOSTS,
  isOfficialDirectoryLink,
  isOfficialHostAnywhere,
  officialDirectoryLink,
} from './official-links';

describe('official links of directory records', () => {
  it('has one allow-list per directory kind, of bare host names', () => {
    expect(Object.keys(DIRECTORY_OFFICIAL_HOSTS).sort()).toEqual([...DIRECTORY_KINDS].sort());
    for (const hosts of Object.values(DIRECTORY_OFFICIAL_HOSTS))
      for (const h of hosts) expect(h).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('accepts the body’s own page: public-sector domains and the hosts listed for the kind', () => {
    expect(isOfficialDirectoryLink('council', 'https://www.ccc.govt.nz/')).toBe(true);
    expect(isOfficialDirectoryLink('council', 'https://www.southtaranaki.com/')).toBe(true);
    expect(isOfficialDirectoryLink('legal_service', 'https://communitylaw.org.nz/')).toBe(true);
    expect(isOfficialDirectoryLink('law_school', 'https://law.auckland.ac.nz/')).toBe(true);
    expect(isOfficialDirectoryLink('data_source', 'https://github.com/openlawnz/openlawnz-parsers')).toBe(
      true,
    );
    expect(isOfficialDirectoryLink('waitangi_inquiry', 'https://waitangitribunal.govt.nz./inquiries')).toBe(
      true,
    );
  });

  it('refuses copies and mirrors, another kind’s host, and what is not an http(s) address', () => {
    for (const url of [
      'https://avonsidechch.blogspot.com/2010/12/community-law-meeting.html',
      'https://pdfslide.us/documents/x.html',
      'https://paperzz.com/doc/1',
      'https://pl.scribd.com/document/1',
      'https://en.wikipedia.org./wiki/Citizens_Advice_Bureau_New_Zealand',
      'https://www.daily8.com/en/article/1',
    ])
      expect(isOfficialDirectoryLink('legal_service', url)).toBe(false);
    expect(isOfficialDirectoryLink('news_item', 'https://github.com/x/y')).toBe(false);
    expect(isOfficialDirectoryLink('council', 'www.ccc.govt.nz')).toBe(false);
    expect(isOfficialDirectoryLink('council', null)).toBe(false);
    expect(officialDirectoryLink('journal', 'https://paperzz.com/doc/1')).toBeNull();
    expect(officialDirectoryLink('journal', ' https://www.nzlii.org/nz/journals/ ')).toBe(
      'https://www.nzlii.org/nz/journals/',
    );
  });

  it('tells a copy from an official host on any card’s source line', () => {
    expect(isOfficialHostAnywhere('https://www.legislation.govt.nz/act/public/2000/0024/latest/')).toBe(true);
    expect(isOfficialHostAnywhere('https://www.courtsofnz.govt.nz/')).toBe(true);
    expect(isOfficialHostAnywhere('https://github.com/wombat/nz-bills')).toBe(false);
    expect(isOfficialHostAnywhere('https://www.rnz.co.nz/news/national/1')).toBe(false);
    expect(isOfficialHostAnywhere('https://ipfs.io/ipfs/x/wiki/University_of_Otago.html')).toBe(false);
  });
});
