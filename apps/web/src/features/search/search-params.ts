import { z } from 'zod';

/** Search state kept in the URL so a results page is a shareable link. Unknown values are dropped, not errors. */
export const searchParamsSchema = z.object({
  query: z.string().optional().catch(undefined),
  documentTypes: z.array(z.string()).optional().catch(undefined),
  courtLevels: z.array(z.string()).optional().catch(undefined),
  legalAreas: z.array(z.string()).optional().catch(undefined),
  dateFrom: z.string().optional().catch(undefined),
  dateTo: z.string().optional().catch(undefined),
  sortBy: z.string().optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type SearchParamsState = z.infer<typeof searchParamsSchema>;
