export {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  imageFileProblem,
  uploadImage,
} from './upload-image';
export type * from './types';
