// What other parts of the app may use of the messages feature (app/ puts them on the ad page, the profile and the header).
// The inbox brings antd: the public pages take the badge and the seller panel from their own files, or antd would ride
// in every first load (build/route-preload.plugin.ts fails the build if it does).
export { ContactSellerPanel } from './components/contact-seller-panel';
export { InboxTab } from './components/inbox-tab';
export { MessagesBadge } from './components/messages-badge';
