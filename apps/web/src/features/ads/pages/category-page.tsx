import { useParams } from 'react-router-dom';
import { CategoryAds } from '../components/category-ads';

/** /categorie/{slug}, /category/{slug} and /category/{id}. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryAds slugOrId={slug} />;
}
