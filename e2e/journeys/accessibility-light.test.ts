import { checkEveryPageIn } from '../support/accessibility-journey.js';

/** Every page in the light theme: no serious or critical axe violation (docs/accessibility.md). */
checkEveryPageIn('light');
