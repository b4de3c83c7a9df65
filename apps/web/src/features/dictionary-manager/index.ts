export { DictionaryManagerPage } from './components/dictionary-manager-page';
