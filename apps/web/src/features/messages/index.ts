// What other parts of the app may use of the messages feature (app/ puts them on the ad page, the profile and the header).
export { ContactSellerPanel } from './components/contact-seller-panel';
export { InboxTab } from './components/inbox-tab';
export { MessagesBadge } from './components/messages-badge';
