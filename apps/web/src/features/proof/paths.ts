/** The proof of liabilities page (a page of the assets area). */
export const PROOF_PATH = '/pages/assets/proof';
