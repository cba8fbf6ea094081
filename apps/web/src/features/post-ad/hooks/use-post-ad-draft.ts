import type { DraftRequest } from '@surimarkt/contracts';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSaveDraftMutation } from '@/features/drafts';
import { clearFormDraft, formDraftKey, readFormDraft, saveFormDraft } from '../lib/form-draft';
import { clearPhotoDraft, readPhotoDraft, savePhotoDraft } from '../lib/photo-draft';

/** Typing settles before the browser copy is written, and longer before a logged-in seller's server copy. */
const LOCAL_DELAY_MS = 400;
const SERVER_DELAY_MS = 4000;

interface PostAdDraftOptions<Values> {
  form: FormInstance<Values>;
  userId: string | null | undefined;
  photos: File[];
  mainIndex: number;
  draftId: number | null;
  setDraftId: (id: number | null) => void;
  setPhotos: (photos: File[], mainIndex: number) => void;
  /** The server draft for these values, or null when there is nothing worth keeping there yet. */
  toServerDraft: (values: Values) => DraftRequest | null;
}

/**
 * Keeps the post-ad form as the seller goes: its fields in localStorage and its (shrunk) photos in IndexedDB for 7
 * days, and, when logged in, the same as a draft on the server (their drafts tab, any device; photos stay in the
 * browser). `restore` puts the kept form back when the modal opens, `forget` drops it once the ad is posted.
 */
export function usePostAdDraft<Values>(options: PostAdDraftOptions<Values>) {
  const key = formDraftKey(options.userId);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [saveDraft] = useSaveDraftMutation();
  const localTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const serverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Saves run one after the other, so a first save's new draft id is known to the next: one draft, not two.
  const saving = useRef<Promise<void>>(Promise.resolve());
  // The server draft as last sent (or loaded): an unchanged form is not sent again.
  const lastSent = useRef('');
  // Nothing is written until the kept form has been put back: an opening form must not overwrite it with blanks.
  const isRestored = useRef(false);

  const saveToServer = useCallback(() => {
    saving.current = saving.current.then(async () => {
      const { form, userId, draftId, setDraftId, toServerDraft } = latest.current;
      const request = userId ? toServerDraft(form.getFieldsValue(true) as Values) : null;
      if (!request || JSON.stringify(request) === lastSent.current) return;
      try {
        const reply = await saveDraft({ ...request, id: draftId ?? undefined }).unwrap();
        lastSent.current = JSON.stringify(request);
        latest.current = { ...latest.current, draftId: reply.draft.id };
        setDraftId(reply.draft.id);
        saveFormDraft(key, form.getFieldsValue(true), reply.draft.id);
      } catch {
        // The browser's copy stands; the next change tries the server again.
      }
    });
  }, [key, saveDraft]);

  const remember = useCallback(() => {
    if (!isRestored.current) return;
    clearTimeout(localTimer.current);
    localTimer.current = setTimeout(() => {
      const { form, draftId } = latest.current;
      saveFormDraft(key, form.getFieldsValue(true), draftId);
    }, LOCAL_DELAY_MS);
    clearTimeout(serverTimer.current);
    serverTimer.current = setTimeout(saveToServer, SERVER_DELAY_MS);
  }, [key, saveToServer]);

  const { photos, mainIndex } = options;
  useEffect(() => {
    if (isRestored.current) void savePhotoDraft(key, photos, mainIndex);
  }, [key, photos, mainIndex]);
  useEffect(
    () => () => {
      clearTimeout(localTimer.current);
      clearTimeout(serverTimer.current);
    },
    [],
  );

  /** Puts the kept form back, if there is one of the last 7 days; true when it did. */
  const restore = useCallback(async (): Promise<boolean> => {
    const { form, setDraftId, setPhotos } = latest.current;
    const draft = readFormDraft<Values>(key);
    const kept = await readPhotoDraft(key);
    if (draft) {
      form.setFieldsValue(draft.values as Parameters<typeof form.setFieldsValue>[0]);
      setDraftId(draft.draftId);
    }
    if (kept) setPhotos(kept.files, kept.mainIndex);
    isRestored.current = true;
    return draft !== null || kept !== null;
  }, [key]);

  /** What the server holds now is this form as it stands (just loaded from, or saved as, a draft). */
  const markSent = useCallback(() => {
    clearTimeout(serverTimer.current);
    const { form, toServerDraft } = latest.current;
    lastSent.current = JSON.stringify(toServerDraft(form.getFieldsValue(true) as Values));
  }, []);

  /** Starts keeping from here on without putting anything back (a draft was loaded from the drafts tab). */
  const keepFromNow = useCallback(() => {
    isRestored.current = true;
    markSent();
  }, [markSent]);

  const forget = useCallback(() => {
    clearTimeout(localTimer.current);
    clearTimeout(serverTimer.current);
    clearFormDraft(key);
    void clearPhotoDraft(key);
  }, [key]);

  return { remember, restore, keepFromNow, markSent, forget };
}
