import { publicProcedure, router } from '../../trpc';
import {
  listCourtLevels,
  listCourtLevelsInput,
  listCourtLevelsMeta,
  listCourtLevelsOutput,
} from './list-court-levels';
import {
  listDocumentTypes,
  listDocumentTypesInput,
  listDocumentTypesMeta,
  listDocumentTypesOutput,
} from './list-document-types';
import {
  listLegalAreas,
  listLegalAreasInput,
  listLegalAreasMeta,
  listLegalAreasOutput,
} from './list-legal-areas';

/**
 * Filter vocabularies present in the index (facet distribution over an empty query), each a list of strings in
 * the order of the contracts' constants. Source: the Meilisearch documents index built from the bundled snapshot.
 * Errors: 503 when the index is not reachable.
 */
export const taxonomyRouter = router({
  /** `documentTypes` — `GET /api/document-types` → e.g. `["legislation", "case_law", …]`. */
  documentTypes: publicProcedure
    .meta(listDocumentTypesMeta)
    .input(listDocumentTypesInput)
    .output(listDocumentTypesOutput)
    .query(({ ctx }) => listDocumentTypes(ctx.services)),
  /** `courtLevels` — `GET /api/court-levels` → e.g. `["Supreme Court", "Court of Appeal", …]`. */
  courtLevels: publicProcedure
    .meta(listCourtLevelsMeta)
    .input(listCourtLevelsInput)
    .output(listCourtLevelsOutput)
    .query(({ ctx }) => listCourtLevels(ctx.services)),
  /** `legalAreas` — `GET /api/legal-areas` → e.g. `["employment", "family", …]`. */
  legalAreas: publicProcedure
    .meta(listLegalAreasMeta)
    .input(listLegalAreasInput)
    .output(listLegalAreasOutput)
    .query(({ ctx }) => listLegalAreas(ctx.services)),
});
