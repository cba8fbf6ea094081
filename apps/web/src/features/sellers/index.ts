// What app/ composes of the sellers feature: the seller block beside an ad and the public seller page.
export { SellerPanel } from './components/seller-panel';
export { SellerPage } from './pages/seller-page';
export { prefetchSellerProfile } from './api/sellers.api';
