import { filesThatMock, webProject } from './vitest.config.js';

/** The web unit tests that mock a module or a global: a module graph and jsdom each. */
export default webProject('web-mocking', filesThatMock, true);
