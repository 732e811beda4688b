// The media domain: avatar and image uploads, the files served at /uploads/, and resumable post media uploads.
import { mediaUploadRoutes } from './media-upload-routes';
import { uploadRoutes } from './upload-routes';
import { defineServerDomain } from '../domain';

export const mediaDomain = defineServerDomain({ name: 'media', routes: [uploadRoutes, mediaUploadRoutes] });
