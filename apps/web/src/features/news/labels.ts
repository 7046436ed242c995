import type { MediaSource, NewsLegalArea, NewsSourceType } from '@aotearoa/contracts';

/** Headings of the Legal News groups and labels of the source filters. */
export const SOURCE_TYPE_LABELS: Record<NewsSourceType, string> = {
  government: 'Government',
  professional_body: 'Professional bodies',
  gazette: 'New Zealand Gazette',
  legislation: 'Legislation (new versions of Acts)',
};

/** Media outlets of the Media Search filter, with their own sites (none for an outlet that has closed). */
export const MEDIA_LABELS: Record<MediaSource, { label: string; href: string | null }> = {
  tv1: { label: 'TVNZ 1 (1News)', href: 'https://www.1news.co.nz/' },
  tv2: { label: 'TVNZ 2', href: 'https://www.tvnz.co.nz/' },
  tv3: { label: 'Three', href: 'https://www.threenow.co.nz/' },
  'nz-herald': { label: 'NZ Herald', href: 'https://www.nzherald.co.nz/' },
  stuff: { label: 'Stuff', href: 'https://www.stuff.co.nz/' },
  'radio-nz': { label: 'RNZ', href: 'https://www.rnz.co.nz/news' },
  newshub: { label: 'Newshub (closed in 2024)', href: null },
  'the-spinoff': { label: 'The Spinoff', href: 'https://thespinoff.co.nz/' },
  scoop: { label: 'Scoop', href: 'https://www.scoop.co.nz/' },
  daily8: { label: 'Daily8', href: 'https://daily8.com/' },
};

export const LEGAL_AREA_LABELS: Record<NewsLegalArea, string> = {
  criminal: 'Criminal',
  employment: 'Employment',
  family: 'Family',
  property: 'Property',
  constitutional: 'Constitutional',
  environmental: 'Environmental',
  corporate: 'Corporate',
  'human-rights': 'Human rights',
};

export const TIMEFRAME_OPTIONS = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week (7 days)' },
];
