import type { NftService } from './nft.service.js';

const USDT = (n: bigint): bigint => n * 10n ** 8n;

/**
 * A trial install's one sample cause and NFT, marked as sample in every language: no real charity is named, and the
 * text says so. Added once (when no cause exists yet).
 */
export async function seedNftSamples(nft: NftService): Promise<void> {
  if ((await nft.repo.causes()).length > 0) return;
  const now = nft.d.clock.now();
  await nft.d.ledger.transaction(async (tx) => {
    const cause = await nft.repo.insertCause({
      name_i18n: JSON.stringify({ en: 'Sample cause: community library (sample text)', zh: '示例公益：社区图书馆（示例文本）', de: 'Beispielzweck: Gemeinschaftsbibliothek (Beispieltext)' }),
      story_i18n: JSON.stringify({ en: 'Sample text for a trial install. This is not a real charity; the operator replaces it with a real cause before going live.' }),
      sample: 1, created_at: now,
    }, tx);
    await nft.repo.insertItem({
      cause_id: cause.id, title_i18n: JSON.stringify({ en: 'Sample NFT: Open Book (sample)', zh: '示例NFT：打开的书（示例）' }),
      story_i18n: JSON.stringify({ en: 'Sample text. A numbered edition recorded on this platform, not an on-chain token. The price goes to the sample cause\'s charity account.' }),
      image_upload_id: null, price_atoms: USDT(10n), edition_size: 100, sold: 0, enabled: 1, sample: 1, created_at: now, updated_at: now,
    }, tx);
  });
}
