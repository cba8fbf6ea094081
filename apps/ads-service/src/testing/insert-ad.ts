import { type AdStatus, type Currency } from '@surimarkt/contracts';
import { DEMO_USER } from '@surimarkt/server';
import { type DataSource } from 'typeorm';
import { searchColumns } from '../search/search-vocabulary';

export interface NewAd {
  title: string;
  description: string;
  status: AdStatus;
  price: number | null;
  currency: Currency;
  images: string[];
  location: string;
  userId: string;
}

/** Writes an ad straight into the table (a bicycle of the demo user in the first main category unless told otherwise). */
export async function insertAd(db: DataSource, fields: Partial<NewAd> = {}): Promise<number> {
  const ad: NewAd = {
    title: 'Fiets',
    description: 'Een goede fiets, nauwelijks gebruikt.',
    status: 'approved',
    price: 150000,
    currency: 'SRD',
    images: ['/uploads/ads/fiets.webp'],
    location: 'Paramaribo',
    userId: DEMO_USER.id,
    ...fields,
  };
  const { searchTitle, searchBody } = searchColumns(ad.title, ad.description);
  const [{ id }] = await db.query(
    `INSERT INTO "ads"."ads" ("user_id", "title", "description", "price", "currency", "images", "location", "category_id", "status",
       "search_title", "search_body")
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT "id" FROM "ads"."categories" WHERE "parent_id" IS NULL ORDER BY "id" LIMIT 1), $8, $9, $10)
     RETURNING "id"`,
    [ad.userId, ad.title, ad.description, ad.price, ad.currency, ad.images, ad.location, ad.status, searchTitle, searchBody],
  );
  return id;
}
