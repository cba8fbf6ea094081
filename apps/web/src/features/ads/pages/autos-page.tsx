import { CategoryAds } from '../components/category-ads';

/** /autos: the cars and vehicles category. */
export function AutosPage() {
  return <CategoryAds slugOrId="autos" />;
}
