import sharp from 'sharp';

/** A plain camera-sized JPEG in one colour: a photo the post form accepts (the form's own checks see a real picture). */
export const plainPhoto = (colour: string): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
