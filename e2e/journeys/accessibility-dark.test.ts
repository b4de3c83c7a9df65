import { checkEveryPageIn } from '../support/accessibility-journey.js';

/** Every page in the dark theme: no serious or critical axe violation (docs/accessibility.md). */
checkEveryPageIn('dark');
