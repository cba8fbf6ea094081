// What app/ composes of the saved-searches feature: the button for the pages' slot, the profile tab, the unsubscribe page.
export { SaveSearchButton } from './components/save-search-button';
export { SavedSearchesTab } from './components/saved-searches-tab';
