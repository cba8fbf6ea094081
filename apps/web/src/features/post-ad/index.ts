// What other features use of posting: the photo picker and upload, for editing an ad's photos (my-ads).
export { type PickedPhoto, PhotoPicker } from './components/photo-picker';
export { mainFirst } from './lib/photo-rules';
export { uploadPhotos } from './lib/upload-photos';
