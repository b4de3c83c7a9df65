// The sites and dictionary managers share most of their code (forms, tables, the admin API): one
// chunk for both, loaded by one dynamic import, whose list of dependencies the entry carries once.
export { SitesManagerPage } from '../../features/sites-manager';
export { DictionaryManagerPage } from '../../features/dictionary-manager';
