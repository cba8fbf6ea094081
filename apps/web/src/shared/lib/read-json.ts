/** A small public read without the app's store (a guest's page before the app runs): the JSON, or undefined on any failure. */
export async function readJson<T>(url: string, signal?: AbortSignal): Promise<T | undefined> {
  try {
    const response = await fetch(url, { credentials: 'include', signal });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}
