import { router } from '../../trpc';
import { legalNews } from './legal-news';
import { mediaSearch } from './media-search';
import { newspaperNews } from './newspaper-news';

/** Legal News & Media: the legal news card, the newspaper news search and media search. `trpc.news.<procedure>`. */
export const newsRouter = router({
  legalNews,
  newspaperNews,
  mediaSearch,
});
