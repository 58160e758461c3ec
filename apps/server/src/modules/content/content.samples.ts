import { LANGS, type ContentKind, type Lang } from '@candor/shared';
import agreements from './content.agreements.json' with { type: 'json' };

export { LANGS };

/**
 * What a trial install ships: every information page, both agreements and a few news items, in English, each
 * marked sample (the user app shows a translated "sample text" note above it). None claims a licence, regulator,
 * award or partner: the pages that would carry one say that the operator has none to show yet.
 */
export type Sample = { kind: ContentKind; slug: string; title: string; summary?: string; body: string; pinned?: boolean };

const NOTE = '<p><em>Sample text shipped with a trial install of Candor. The operator replaces it in the back office.</em></p>';
const none = (what: string) =>
  `${NOTE}<p>This page is where an operator publishes ${what}. This trial install has none: it holds no licence, is supervised by no regulator, has won no award and has no partners. Anything shown here later is the operator's own statement.</p>`;

export const SAMPLE_PAGES: readonly Sample[] = [
  { kind: 'page', slug: 'notification', title: 'Notifications', body: `${NOTE}<p>Announcements from the operator appear under Notices. Price alerts and account notifications will be listed here.</p>` },
  { kind: 'page', slug: 'faq', title: 'Frequently asked questions', body: `${NOTE}<h3>Where do prices come from?</h3><p>Only from the price feed. Nobody can write a price, a candle or an outcome.</p><h3>How is my balance kept?</h3><p>Every change is a ledger entry with who made it and why; you can see them in your records.</p><h3>What is demo mode?</h3><p>A practice account with virtual USDT that runs the same trading code.</p>` },
  { kind: 'page', slug: 'privacy', title: 'Privacy', body: `${NOTE}<p>The operator describes here which personal data it keeps (account, verification images, device and address of sessions), why, for how long, and how to ask for a copy or deletion.</p>` },
  { kind: 'page', slug: 'legal', title: 'Legal notice', body: `${NOTE}<p>The operator names itself here: company name, address and contact. Trading crypto-assets carries the risk of losing the money you put in.</p>` },
  { kind: 'page', slug: 'supervision', title: 'Supervision', body: none('the authorities that supervise it') },
  { kind: 'page', slug: 'white-paper', title: 'White paper', body: `${NOTE}<p>Candor is open-source trading software. Prices come from a feed; every settlement cites the stored price ticks it used; every balance change is a double-entry ledger entry. The operator describes its own service here.</p>` },
  { kind: 'page', slug: 'registeration', title: 'Registration', body: none('its company registration') },
  { kind: 'page', slug: 'articles', title: 'Articles of association', body: none('its articles of association') },
  { kind: 'page', slug: 'stock', title: 'Shareholding', body: none('who owns it') },
  { kind: 'page', slug: 'good-certificate', title: 'Certificates', body: none('certificates it holds') },
  { kind: 'page', slug: 'tax', title: 'Tax', body: `${NOTE}<p>The operator explains here which records it gives users for their tax returns. Your records page lists every ledger entry of your account.</p>` },
  { kind: 'page', slug: 'team-honor', title: 'Team and honours', body: none('its team and any honours') },
];

/** The two agreements the registration page links: the app's sample wording, in all 15 languages (content.agreements.json). */
export const SAMPLE_AGREEMENTS = agreements as Record<'user-agreement' | 'privacy-agreement', Record<Lang, { title: string; body: string }>>;

export const SAMPLE_NEWS: readonly Sample[] = [
  { kind: 'announcement', slug: 'sample-notice-welcome', pinned: true, title: 'Welcome to this Candor trial install (sample notice)', summary: 'Sample text: demo accounts, simulated prices.', body: `${NOTE}<p>Prices on this install come from a simulated feed, and the other traders you see are simulated participants, named as such.</p>` },
  { kind: 'announcement', slug: 'sample-notice-maintenance', title: 'How maintenance notices look (sample notice)', summary: 'Sample text of an announcement.', body: `${NOTE}<p>An operator announces planned maintenance here, with its time in UTC.</p>` },
  { kind: 'article', slug: 'sample-article-ledger', title: 'Every balance change is a ledger entry (sample article)', summary: 'Sample text about how balances are kept.', body: `${NOTE}<p>Each movement of money is a double-entry journal entry that names who made it and why. Balances can be rebuilt from the journal at any time.</p>` },
  { kind: 'article', slug: 'sample-article-prices', title: 'Where prices come from (sample article)', summary: 'Sample text about the price feed.', body: `${NOTE}<p>Prices come only from a price feed. Options and futures settlements record the ticks they used, and you can see them on the order.</p>` },
];
