// What other parts of the app may use of the bids feature (app/ composes them into the ad page and the profile).
export { AdBidsButton } from './components/ad-bids-button';
export { BidPanel } from './components/bid-panel';
export { MyBidsTab } from './components/my-bids-tab';
