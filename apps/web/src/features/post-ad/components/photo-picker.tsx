import { Button } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useToast } from '@/shared/hooks/use-toast';
import { acceptPhotos } from '../lib/photo-rules';
import { postAdTexts as t } from '../post-ad.texts';

interface PhotoPickerProps {
  photos: File[];
  mainIndex: number;
  onChange: (photos: File[], mainIndex: number) => void;
  disabled?: boolean;
}

/** Choose up to 5 photos, pick the main one, remove one; the rules of spec 5 with their toasts. */
export function PhotoPicker({ photos, mainIndex, onChange, disabled }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const onFiles = (list: FileList | null) => {
    const { accepted, tooMany, invalid } = acceptPhotos(photos.length, Array.from(list ?? []));
    if (invalid) toast.error(t.messages.invalidFilesTitle, { description: t.messages.invalidFiles });
    if (tooMany) toast.error(t.messages.tooManyPhotosTitle, { description: t.messages.tooManyPhotos });
    if (accepted.length) onChange([...photos, ...accepted], mainIndex);
    if (input.current) input.current.value = '';
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
        onChange={(e) => onFiles(e.target.files)}
        aria-label={t.addPhotos}
        data-testid="photo-input"
      />
      <Button onClick={() => input.current?.click()} disabled={disabled || photos.length >= 5}>
        📷 {t.addPhotos}
      </Button>
    </div>
  );
}
