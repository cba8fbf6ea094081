import type { OwnAd } from '@surimarkt/contracts';
import { AdBidsButton, MyBidsTab } from '@/features/bids';
import { DraftsTab } from '@/features/drafts';
import { FavouritesTab } from '@/features/favourites';
import { InboxTab } from '@/features/messages';
import { MyAdsTab } from '@/features/my-ads';
import { PushOffer, PushSettings } from '@/features/push';
import { SaleControl } from '@/features/sale';
import { ReviewsTab } from '@/features/reviews';
import { SavedSearchesTab } from '@/features/saved-searches';
import { ProfileDetails, ProfilePage, type ProfileTabContent, SettingsPanel, VerificationPanel } from '@/features/profile';

const renderBids = (ad: OwnAd) => <AdBidsButton ad={ad} />;
const renderSale = (ad: OwnAd) => <SaleControl ad={ad} />;

/**
 * What each tab of /profile and /profiel shows, one line per tab: the features that own a tab's data (my ads with the
 * bids and the sale control on them, favourites, bids, messages, drafts, review invitations) plug in here.
 * 'recent-bekeken' is its own page (features/recently-viewed).
 */
const PROFILE_TAB_CONTENT: ProfileTabContent = {
  profiel: (user) => <ProfileDetails user={user} />,
  'mijn-advertenties': () => <MyAdsTab renderBids={renderBids} renderSale={renderSale} />,
  favorieten: () => <FavouritesTab />,
  biedingen: () => <MyBidsTab />,
  berichten: () => (
    <>
      <InboxTab />
      <PushOffer />
    </>
  ),
  concepten: () => <DraftsTab />,
  verificatie: (user) => <VerificationPanel user={user} />,
  instellingen: () => <SettingsPanel notificationsExtra={<PushSettings />} />,
  beoordelingen: (user) => <ReviewsTab user={user} />,
  zoekopdrachten: () => <SavedSearchesTab />,
};

/** The profile page with its tabs. */
export function ProfileRoute() {
  return <ProfilePage tabs={PROFILE_TAB_CONTENT} />;
}
