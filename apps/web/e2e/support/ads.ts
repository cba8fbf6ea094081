import { type Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface PostedAd {
  id: number;
  title: string;
}

/**
 * The logged-in page's account posts an ad through the API, as the modal does (no photos; SRD, Paramaribo,
 * Elektronica unless said otherwise). It waits for approval.
 */
export async function postAd(
  page: Page,
  title: string,
  fields: { description?: string; price?: number; phone?: string } = {},
): Promise<PostedAd> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; slug: string }[];
  const res = await page.request.post('/api/ads', {
    headers: { origin: baseUrl() },
    data: {
      title,
      description: fields.description ?? 'Netjes onderhouden, ophalen in Paramaribo of Wanica.',
      price: fields.price ?? 25000,
      currency: 'SRD',
      location: 'Paramaribo',
      categoryId: categories.find((c) => c.slug === 'elektronica')!.id,
      phone: fields.phone ?? '+597 8123456',
      agreeToTerms: true,
      images: [],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { ad: PostedAd }).ad;
}

/** The operator's back-office token (password 'admin' outside production). */
export async function adminToken(): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'admin' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The operator approves the ad through the back-office API. */
export async function approveAd(id: number): Promise<void> {
  const token = await adminToken();
  const approved = await fetch(`${baseUrl()}/api/ads/${id}/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'admin-token': token },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(approved.status).toBe(200);
}

/** An ad posted and approved: online at once. */
export async function postApprovedAd(
  page: Page,
  title: string,
  fields: { description?: string; price?: number; phone?: string } = {},
): Promise<PostedAd> {
  const ad = await postAd(page, title, fields);
  await approveAd(ad.id);
  return ad;
}
