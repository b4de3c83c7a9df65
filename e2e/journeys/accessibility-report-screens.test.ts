import { checkSignedInPages } from '../support/accessibility-journey.js';
import { reportScreenVisits } from '../support/app-routes.js';

/**
 * The report screens of the feeding and zootech areas, in the light and dark themes: no serious or
 * critical axe violation (docs/accessibility.md). The other pages are in accessibility-pages.
 */
checkSignedInPages(reportScreenVisits);
