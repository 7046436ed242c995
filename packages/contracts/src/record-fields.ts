import { z } from 'zod';
import { SituationGuidanceSchema, TopicInformationSchema } from './guidance';
import type { DirectoryKind } from './indexes/directory';

/**
 * The fields schema of each directory record kind: the shape of a record's `fields`, which the indexer's source
 * builds (`makeDirectoryRecord` checks it at compile time and validates it when the record is made) and the API's
 * `toItem` reads (`directoryFieldsOf`), so a field renamed on one side fails the other's type check.
 *
 * Kinds still on `UntypedFieldsSchema` have not been given their schema yet: their readers check each value.
 */
export const UntypedFieldsSchema = z.record(z.string(), z.unknown());

export const GuidanceSituationFieldsSchema = SituationGuidanceSchema;
export const GuidanceTopicFieldsSchema = TopicInformationSchema;

export const DIRECTORY_FIELDS_SCHEMAS = {
  legislation_update: UntypedFieldsSchema,
  building_code_clause: UntypedFieldsSchema,
  building_method: UntypedFieldsSchema,
  standard: UntypedFieldsSchema,
  government_organisation: UntypedFieldsSchema,
  government_form: UntypedFieldsSchema,
  dataset: UntypedFieldsSchema,
  court_fee: UntypedFieldsSchema,
  court_form: UntypedFieldsSchema,
  council: UntypedFieldsSchema,
  council_plan: UntypedFieldsSchema,
  environmental_instrument: UntypedFieldsSchema,
  maori_court: UntypedFieldsSchema,
  waitangi_inquiry: UntypedFieldsSchema,
  waitangi_claim: UntypedFieldsSchema,
  legal_service: UntypedFieldsSchema,
  helpline: UntypedFieldsSchema,
  law_school: UntypedFieldsSchema,
  journal: UntypedFieldsSchema,
  legal_organisation: UntypedFieldsSchema,
  news_item: UntypedFieldsSchema,
  grant: UntypedFieldsSchema,
  legal_database: UntypedFieldsSchema,
  data_source: UntypedFieldsSchema,
  guidance_situation: GuidanceSituationFieldsSchema,
  guidance_topic: GuidanceTopicFieldsSchema,
} as const satisfies Record<DirectoryKind, z.ZodType>;

/** The `fields` of a directory record of kind `K`. */
export type DirectoryFields<K extends DirectoryKind> = z.infer<(typeof DIRECTORY_FIELDS_SCHEMAS)[K]>;
