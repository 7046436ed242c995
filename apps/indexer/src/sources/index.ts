import type { Source } from './_shared/define-source';
import { communityLawCentres } from './community-law-centres';
import { courtsTribunalsFulltext } from './courts-tribunals-fulltext';
import { govtDatasetsCatalogue } from './govt-datasets-catalogue';
import { govtnzOrganisations } from './govtnz-organisations';
import { guidance } from './guidance';
import { jdoJudgments } from './jdo-judgments';
import { legalGrantsScholarships } from './legal-grants-scholarships';
import { legislationSearchExport } from './legislation-search-export';
import { mojCourtFormsFees } from './moj-court-forms-fees';
import { nzBuildingCode } from './nz-building-code';
import { nzCouncils } from './nz-councils';
import { nzCourtDecisionsOtherCourts } from './nz-court-decisions-other-courts';
import { nzDataSources } from './nz-data-sources';
import { nzDistrictPlansBylaws } from './nz-district-plans-bylaws';
import { nzEnvironmentalInstruments } from './nz-environmental-instruments';
import { nzGovernmentForms } from './nz-government-forms';
import { nzLawJournals } from './nz-law-journals';
import { nzLawSchools } from './nz-law-schools';
import { nzLegalNews } from './nz-legal-news';
import { nzLegalOrganisations } from './nz-legal-organisations';
import { nzLegalResearchDatabases } from './nz-legal-research-databases';
import { nzLegalScholarship } from './nz-legal-scholarship';
import { parliament } from './parliament';
import { pcoActs } from './pco-acts';
import { pcoImperialActs } from './pco-imperial-acts';
import { pcoRegulations } from './pco-regulations';
import { tribunalDecisions } from './tribunal-decisions';
import { waitangiClaimsSettlementActs } from './waitangi-claims-settlement-acts';
import { waitangiTribunalMaoriLandCourt } from './waitangi-tribunal-maori-land-court';

export type { DirectorySource, DocumentSource, Source } from './_shared/define-source';
export { defineSource, loadSource } from './_shared/define-source';

/**
 * The registry: every source the indexes are built from, one line each. Each source lives in
 * `sources/<id>/` (declared with `defineSource`, with `fixtures/` and a golden output) and owns a disjoint set of
 * record ids. Not indexed: IRD tax items (not case law or legislation; Crown copyright).
 */
export const SOURCES: Source[] = [
  pcoActs,
  pcoRegulations,
  pcoImperialActs,
  jdoJudgments,
  courtsTribunalsFulltext,
  tribunalDecisions,
  parliament,
  nzLegalScholarship,
  nzLawJournals,
  nzBuildingCode,
  govtnzOrganisations,
  nzCouncils,
  nzGovernmentForms,
  nzCourtDecisionsOtherCourts,
  waitangiTribunalMaoriLandCourt,
  waitangiClaimsSettlementActs,
  communityLawCentres,
  nzLawSchools,
  nzLegalOrganisations,
  nzLegalNews,
  legalGrantsScholarships,
  nzLegalResearchDatabases,
  nzDataSources,
  mojCourtFormsFees,
  nzDistrictPlansBylaws,
  nzEnvironmentalInstruments,
  govtDatasetsCatalogue,
  legislationSearchExport,
  guidance,
];

/** The source with this id, or undefined. */
export function sourceById(id: string): Source | undefined {
  return SOURCES.find((s) => s.id === id);
}
