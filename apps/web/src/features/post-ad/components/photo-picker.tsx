import { Button, Progress } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/shared/hooks/use-toast';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { preparePhotos } from '../lib/photo-rules';
import { shrinkPhoto } from '../lib/shrink-photo';
import { postAdTexts as t } from '../post-ad.texts';

/** A photo chosen now (a File) or, when an ad is edited, one it already has (its url). */
export type PickedPhoto = File | string;

interface PhotoPickerProps<T extends PickedPhoto> {
  photos: Array<T | File>;
  mainIndex: number;
  onChange: (photos: Array<T | File>, mainIndex: number) => void;
  disabled?: boolean;
  /** Each photo's upload, 0-100, shown under it; null while nothing is sent. */
  progress?: number[] | null;
}

/**
 * Choose up to 5 photos, pick the main one, remove one; the rules of spec 5 with their toasts. A chosen photo is shrunk
 * at once (long side 1600 px, some 300 KB): the preview, the kept draft and the upload all use the small one.
 */
export function PhotoPicker<T extends PickedPhoto = File>({ photos, mainIndex, onChange, disabled, progress }: PhotoPickerProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const previews = useMemo(
    () => photos.map((photo) => (typeof photo === 'string' ? thumbnailUrl(photo) : URL.createObjectURL(photo))),
    [photos],
  );
  useEffect(() => () => previews.forEach((url) => url.startsWith('blob:') && URL.revokeObjectURL(url)), [previews]);

  const [isShrinking, setIsShrinking] = useState(false);

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return;
    setIsShrinking(true);
    try {
      const { accepted, refused, tooMany } = await preparePhotos(photos.length, files, shrinkPhoto);
      // Named, and long enough to read: 'Upload fout' at the end, naming no photo, left the seller guessing.
      if (refused.length)
        toast.error(t.messages.invalidFilesTitle, { description: `${refused.join(', ')}: ${t.messages.invalidFiles}`, duration: 10 });
      if (tooMany) toast.error(t.messages.tooManyPhotosTitle, { description: t.messages.tooManyPhotos, duration: 10 });
      if (accepted.length) onChange([...photos, ...accepted], mainIndex);
    } finally {
      setIsShrinking(false);
    }
  };
  const remove = (i: number) =>
    onChange(
      photos.filter((_, j) => j !== i),
      i === mainIndex ? 0 : i < mainIndex ? mainIndex - 1 : mainIndex,
    );

  return (
    <div>
      <p className="sm-postad__help">{t.photosHelp}</p>
      <div className="sm-photos">
        {previews.map((url, i) => (
          <figure key={url} className={i === mainIndex ? 'sm-photos__item is-main' : 'sm-photos__item'}>
            <button
              type="button"
              className="sm-photos__pick"
              onClick={() => onChange(photos, i)}
              aria-label={`${t.makeMain} ${i + 1}`}
              disabled={disabled}
            >
              <img src={url} alt="" width={96} height={72} />
            </button>
            {i === mainIndex && <figcaption>{t.mainPhoto}</figcaption>}
            {progress && (
              <Progress
                className="sm-photos__progress"
                percent={progress[i] ?? 0}
                size="small"
                showInfo={false}
                aria-label={`${t.uploadingPhoto} ${i + 1}`}
              />
            )}
            <button
              type="button"
              className="sm-photos__remove"
              onClick={() => remove(i)}
              aria-label={`${t.removePhoto} ${i + 1}`}
              disabled={disabled}
            >
              ×
            </button>
          </figure>
        ))}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        style={{ display: 'none' }}
        onChange={(e) => void onFiles(e.target.files)}
        aria-label={t.addPhotos}
        data-testid="photo-input"
      />
      <Button onClick={() => input.current?.click()} disabled={disabled || photos.length >= 5} loading={isShrinking}>
        📷 {isShrinking ? t.shrinking : t.addPhotos}
      </Button>
    </div>
  );
}
