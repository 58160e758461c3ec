export { UploadsService, type Upload, type OpenedUpload, type UploadPurpose } from './uploads.service.js';
export { readUploadedFile } from './multipart.js';
export { registerUploadsRoutes } from './uploads.routes.js';
export { MAX_UPLOAD_BYTES, cleanImage, sniffImage } from './image.js';
