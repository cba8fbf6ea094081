/**
 * The post-ad form's photos (already shrunk, some 300 KB each) kept in IndexedDB beside the form's text in
 * localStorage (form-draft.ts), which holds strings only and a few MB at most. Same key, same 7 days.
 */
const DB_NAME = 'surimarkt-post-ad';
const STORE = 'photos';

interface StoredPhotos {
  files: File[];
  mainIndex: number;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T | undefined);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

/** Keeps the photos; without IndexedDB (an old or locked-down browser) they are simply not kept. */
export async function savePhotoDraft(key: string, files: File[], mainIndex: number): Promise<void> {
  await run('readwrite', (store) => (files.length ? store.put({ files, mainIndex } satisfies StoredPhotos, key) : store.delete(key))).catch(
    () => undefined,
  );
}

export async function readPhotoDraft(key: string): Promise<StoredPhotos | null> {
  const stored = await run<StoredPhotos>('readonly', (store) => store.get(key)).catch(() => undefined);
  return stored?.files?.length ? stored : null;
}

export async function clearPhotoDraft(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key)).catch(() => undefined);
}
