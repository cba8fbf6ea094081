// What other parts of the app may use of the my-ads feature: the business dashboard reads the owner's ads.
export { useGetOwnAdsQuery } from './api/my-ads.api';
export { MyAdsTab } from './components/my-ads-tab';
