import { nftRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { readUploadedFile, type UploadsService } from '../uploads/index.js';
import { gateThenEmptyBody } from './nft.body.js';
import type { NftDesk } from './nft.desk.js';

export const NFT_IMAGE_PURPOSE = 'nft_image';

/** The back office of NFT charity: causes and NFTs (resource nft_items), sales and payouts (resource nft_payouts, finance). All audited. */
export function registerNftAdminRoutes(api: Api, s: { desk: NftDesk; admin: AdminService; uploads: UploadsService }): void {
  const items = requireAdmin(s.admin, { resource: 'nft_items' });
  const payouts = requireAdmin(s.admin, { resource: 'nft_payouts' });
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });

  serve(api, routes.adminCauses, { preValidation: items }, async () => s.desk.causes());
  serve(api, routes.adminCauseCreate, { preValidation: gateThenEmptyBody(items) }, async (req) => {
    const cause = await s.desk.createCause(req.body);
    await audit(req, 'nft_cause.create', `nft_cause:${cause.id}`, { name: cause.name });
    return cause;
  });
  serve(api, routes.adminCauseUpdate, { preValidation: gateThenEmptyBody(items) }, async (req) => {
    const cause = await s.desk.updateCause(req.params.id, req.body);
    await audit(req, 'nft_cause.update', `nft_cause:${cause.id}`, { name: cause.name, languages: Object.keys(cause.texts.name) });
    return cause;
  });
  serve(api, routes.adminNfts, { preValidation: items }, async () => s.desk.items());
  serve(api, routes.adminNftCreate, { preValidation: gateThenEmptyBody(items) }, async (req) => {
    const item = await s.desk.createItem(req.body);
    await audit(req, 'nft.create', `nft:${item.id}`, { title: item.title, price: item.price, edition_size: item.edition_size });
    return item;
  });
  serve(api, routes.adminNftUpdate, { preValidation: gateThenEmptyBody(items) }, async (req) => {
    const item = await s.desk.updateItem(req.params.id, req.body);
    await audit(req, 'nft.update', `nft:${item.id}`, { title: item.title, price: item.price, edition_size: item.edition_size, enabled: item.enabled });
    return item;
  });
  serve(api, routes.adminUploadImage, { preValidation: items }, async (req) => {
    const upload = await s.uploads.save(currentAdmin(req).id, NFT_IMAGE_PURPOSE, await readUploadedFile(req));
    await audit(req, 'nft.image', `upload:${upload.id}`, {});
    return { id: upload.id };
  });
  serve(api, routes.adminSales, { preValidation: payouts }, async (req) => {
    const page = await s.desk.sales(req.query);
    await audit(req, 'nft.sales', 'nft_sales', { ...req.query });
    return page;
  });
  serve(api, routes.adminPayouts, { preValidation: payouts }, async () => s.desk.payouts());
  serve(api, routes.adminPayoutCreate, { preValidation: gateThenEmptyBody(payouts) }, async (req) => {
    const p = await s.desk.proposePayout(by(req), req.body);
    await audit(req, 'nft_payout.propose', `nft_payout:${p.id}`, { amount: p.amount, cause_id: p.cause_id, recipient: p.recipient });
    return p;
  });
  serve(api, routes.adminPayoutApprove, { preValidation: gateThenEmptyBody(payouts) }, async (req) => {
    const p = await s.desk.approvePayout(by(req), req.params.id);
    await audit(req, p.status === 'paid' ? 'nft_payout.paid' : 'nft_payout.approve_first', `nft_payout:${p.id}`, { amount: p.amount, cause_id: p.cause_id });
    return p;
  });
}
