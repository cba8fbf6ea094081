// What other parts of the app may use of the ads feature: the recently-viewed page reads ads by id with their texts.
export { useGetAdsByIdsQuery } from './api/ads.api';
export { adsTexts } from './ads.texts';
