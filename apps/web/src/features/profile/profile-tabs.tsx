import type { AccountUser } from '@surimarkt/contracts';
import { type ReactNode } from 'react';
import { MyBidsTab } from '../bids/components/my-bids-tab';
import { DraftsTab } from '../drafts/components/drafts-tab';
import { FavouritesTab } from '../favourites/components/favourites-tab';
import { MyAdsTab } from '../my-ads/components/my-ads-tab';
import { ProfileDetails } from './components/profile-details';
import { SettingsPanel } from './components/settings-panel';
import { VerificationPanel } from './components/verification-panel';
import { type ProfileTab } from './profile.texts';

/**
 * What each tab of /profile and /profiel shows, one line per tab, so the features that own a tab's data
 * (my ads, favourites, bids, drafts) plug in here. 'recent-bekeken' is its own page (features/ads).
 */
export const PROFILE_TAB_CONTENT: Record<Exclude<ProfileTab, 'recent-bekeken'>, (user: AccountUser) => ReactNode> = {
  profiel: (user) => <ProfileDetails user={user} />,
  'mijn-advertenties': () => <MyAdsTab />,
  favorieten: () => <FavouritesTab />,
  biedingen: () => <MyBidsTab />,
  concepten: () => <DraftsTab />,
  verificatie: (user) => <VerificationPanel user={user} />,
  instellingen: () => <SettingsPanel />,
};
