import { caseLawRouter } from './case-law/router';
import { courtsRouter } from './courts/router';
import { governmentRouter } from './government/router';
import { guidanceRouter } from './guidance/router';
import { legislationRouter } from './legislation/router';
import { newsRouter } from './news/router';
import { parliamentaryDebatesRouter } from './parliamentary-debates/router';
import { peopleRouter } from './people/router';
import { readerRouter } from './reader/router';
import { researchRouter } from './research/router';
import { resourcesRouter } from './resources/router';
import { sourcesRouter } from './sources/router';

/**
 * Every domain router, mounted under its key (`trpc.<key>.<procedure>`; REST paths come from each procedure's
 * OpenAPI meta). A new domain adds its folder `domains/<domain>/` with a `router.ts` and one line here.
 * The search domain's procedures stay at the root (`trpc.search`, `trpc.documentTypes`, …); see ../router.ts.
 */
export const domainRouters = {
  caseLaw: caseLawRouter,
  courts: courtsRouter,
  parliamentaryDebates: parliamentaryDebatesRouter,
  government: governmentRouter,
  guidance: guidanceRouter,
  legislation: legislationRouter,
  news: newsRouter,
  people: peopleRouter,
  research: researchRouter,
  resources: resourcesRouter,
  documents: readerRouter,
  sources: sourcesRouter,
};
