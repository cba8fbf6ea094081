export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');
