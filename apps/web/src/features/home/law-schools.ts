import type { LawSchool as LawSchoolRecord } from '@aotearoa/contracts';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * New Zealand university law schools for the home page and the footer, from the API (`GET /api/law-schools`, the
 * law schools snapshot in the directory index) — the same road as the Study Law in NZ panel. `url` is the school's
 * web address as the API records it (a website fact, else the school's own official page); `sourceUrl` is the
 * page the record was read on.
 */
export interface LawSchool {
  id: string;
  name: string;
  university: string;
  city: string;
  foundingYear: string | null;
  url: string | null;
  sourceUrl: string;
}

function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

/** Maps the API's law school to what the home page and footer show. */
export function toLawSchool(r: LawSchoolRecord): LawSchool {
  return {
    id: r.id,
    name: r.name,
    university: r.university,
    city: r.city,
    foundingYear: r.foundingYear?.value ?? null,
    url: r.website ? withScheme(r.website) : null,
    sourceUrl: r.sourceUrl,
  };
}

/** The law schools (empty while loading or when the API cannot answer). A snapshot: fetched once per visit. */
export function useLawSchools(): readonly LawSchool[] {
  const query = useQuery({
    ...trpc.research.lawSchools.queryOptions({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.map(toLawSchool) ?? [];
}

/** The five schools the footer links to (Auckland, Victoria, Canterbury, Otago, Waikato), by the API's ids. */
export const FOOTER_LAW_SCHOOL_IDS = [
  'law_school--auckland',
  'law_school--victoria-wellington',
  'law_school--canterbury',
  'law_school--otago',
  'law_school--waikato',
] as const;

/** The footer's schools, in FOOTER_LAW_SCHOOL_IDS order, each with a web address. */
export function footerLawSchools(schools: readonly LawSchool[]): LawSchool[] {
  return FOOTER_LAW_SCHOOL_IDS.map((id) => schools.find((s) => s.id === id)).filter(
    (s): s is LawSchool => s !== undefined && s.url !== null,
  );
}
