import type { Lang } from '@candor/shared';
import type { FaqService } from './faq.service.js';

/**
 * What a trial install ships in the help centre: two categories (named in every language) and a few articles in
 * English (other languages fall back to it), each marked sample (the app shows a translated "sample" note above it).
 * None claims a licence, regulator or partner.
 */

type SampleCategory = { names: Record<Lang, string>; articles: { title: string; body: string }[] };

export const SAMPLE_FAQ: readonly SampleCategory[] = [
  {
    names: {
      en: 'Account and security', jp: 'アカウントとセキュリティ', vn: 'Tài khoản và bảo mật', hi: 'खाता और सुरक्षा', id: 'Akun dan keamanan',
      kr: '계정 및 보안', ms: 'Akaun dan keselamatan', de: 'Konto und Sicherheit', th: 'บัญชีและความปลอดภัย', pt: 'Conta e segurança',
      fr: 'Compte et sécurité', ru: 'Аккаунт и безопасность', esp: 'Cuenta y seguridad', zh: '账户与安全', tw: '帳戶與安全',
    },
    articles: [
      { title: 'How do I reset my password?', body: `<p>Open the login page, choose <strong>Forgot password</strong> and follow the code sent to your email or phone. Support agents never ask for your password or codes.</p>` },
      { title: 'How do I turn on two-factor authentication?', body: `<p>Under Me, open Security and scan the QR code with an authenticator app, then enter the six-digit code it shows.</p>` },
    ],
  },
  {
    names: {
      en: 'Deposits and withdrawals', jp: '入金と出金', vn: 'Nạp và rút tiền', hi: 'जमा और निकासी', id: 'Setoran dan penarikan',
      kr: '입금 및 출금', ms: 'Deposit dan pengeluaran', de: 'Einzahlungen und Auszahlungen', th: 'การฝากและการถอน', pt: 'Depósitos e saques',
      fr: 'Dépôts et retraits', ru: 'Пополнение и вывод', esp: 'Depósitos y retiros', zh: '充值与提现', tw: '儲值與提領',
    },
    articles: [
      { title: 'How long does a deposit take?', body: `<p>A deposit is credited once a reviewer has checked your transfer proof. Your records show every step; every balance change is a ledger entry.</p>` },
      { title: 'Why is my withdrawal pending?', body: `<p>Withdrawals are reviewed by two members of staff before they are paid. You can follow the status under Assets.</p>` },
    ],
  },
];

/** Seeds the samples once (never in production): nothing is added when the FAQ has any category already. */
export async function seedFaqSamples(faq: FaqService): Promise<number> {
  if ((await faq.repo.categories()).length > 0) return 0;
  let seeded = 0;
  for (const [i, c] of SAMPLE_FAQ.entries()) {
    const categoryId = await faq.createCategory({ sort: i, names: c.names }, true);
    for (const [j, a] of c.articles.entries()) {
      const id = await faq.createArticle({ category_id: categoryId, sort: j, published: true }, true);
      await faq.saveText(id, { lang: 'en', title: a.title, body: a.body }, null);
      seeded += 1;
    }
  }
  return seeded;
}
