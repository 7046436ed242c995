import { z } from 'zod';

/**
 * URL state of the category browser on `/`: `?category=case-law&tool=high-court`. Unknown values are kept out by
 * the browser (it shows no open category), so a stale link still opens the page.
 */
export const browseSearchSchema = z.object({
  category: z.string().max(60).optional().catch(undefined),
  tool: z.string().max(60).optional().catch(undefined),
});
export type BrowseSearch = z.infer<typeof browseSearchSchema>;
