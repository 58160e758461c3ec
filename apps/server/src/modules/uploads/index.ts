export { uploadsModule } from './uploads.module.js';
export { UploadsService, type Upload, type OpenedUpload, type UploadPurpose } from './uploads.service.js';
export { readUploadedFile } from './multipart.js';
export { MAX_UPLOAD_BYTES, cleanImage, sniffImage } from './image.js';
