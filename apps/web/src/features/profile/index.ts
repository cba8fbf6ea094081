// What app/ composes of the profile feature: the page and the panels of its own tabs.
export { ProfileDetails } from './components/profile-details';
export { SettingsPanel } from './components/settings-panel';
export { VerificationPanel } from './components/verification-panel';
export { ProfilePage, type ProfileTabContent } from './pages/profile-page';
