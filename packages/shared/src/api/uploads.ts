import { idParams } from './common.js';
import { route } from './contract.js';

/** Uploaded images are never public: the owner reads their own, reviewers what their resource covers. Both answer the image's bytes. */
export const uploadsRoutes = {
  own: route({
    method: 'GET', path: '/uploads/:id', tags: ['uploads'], access: 'user',
    summary: 'One of your own uploaded images (the image bytes, not the envelope)', params: idParams, response: null,
  }),
  review: route({
    method: 'GET', path: '/admin/uploads/:id', tags: ['admin'], access: 'admin',
    summary: "A user's uploaded image, for reviewers of its purpose (deposit proofs: deposits); audited", params: idParams, response: null,
  }),
} as const;
