import { defineSource } from '../_shared/define-source';
import { parseCommunityLaw } from './parse';

/**
 * `community-law-centres`: Community Law Centres, their national body, legal aid and the Citizens Advice Bureau
 * (kind `legal_service`), and the helplines read on official pages (kind `helpline`).
 */
export const communityLawCentres = defineSource({
  id: 'community-law-centres',
  name: 'Community Law Centres and official helplines (compiled from public pages)',
  domain: 'people',
  index: 'directory',
  parse: (dataDir) => parseCommunityLaw(dataDir),
  sanity: { minCount: 10 },
});
