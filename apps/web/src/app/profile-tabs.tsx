import { AdBidsButton, MyBidsTab } from '@/features/bids';
import { DraftsTab } from '@/features/drafts';
import { FavouritesTab } from '@/features/favourites';
import { InboxTab } from '@/features/messages';
import { MyAdsTab } from '@/features/my-ads';
import { ProfileDetails, ProfilePage, type ProfileTabContent, SettingsPanel, VerificationPanel } from '@/features/profile';

/**
 * What each tab of /profile and /profiel shows, one line per tab: the features that own a tab's data (my ads with the
 * bids on them, favourites, bids, messages, drafts) plug in here. 'recent-bekeken' is its own page (features/recently-viewed).
 */
const PROFILE_TAB_CONTENT: ProfileTabContent = {
  profiel: (user) => <ProfileDetails user={user} />,
  'mijn-advertenties': () => <MyAdsTab renderBids={(ad) => <AdBidsButton ad={ad} />} />,
  favorieten: () => <FavouritesTab />,
  biedingen: () => <MyBidsTab />,
  berichten: () => <InboxTab />,
  concepten: () => <DraftsTab />,
  verificatie: (user) => <VerificationPanel user={user} />,
  instellingen: () => <SettingsPanel />,
};

/** The profile page with its tabs. */
export function ProfileRoute() {
  return <ProfilePage tabs={PROFILE_TAB_CONTENT} />;
}
