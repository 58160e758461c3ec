/** A browser wallet as EIP-1193 describes it (MetaMask and others inject window.ethereum). */
type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
/** TronLink's injected TronWeb. */
type TronWebLike = { defaultAddress?: { base58?: string | false }; trx?: { signMessageV2(message: string): Promise<string> } };
type TronLinkLike = { request(args: { method: string }): Promise<unknown> };

export type WalletChain = 'erc' | 'trc';

function injected(): { ethereum?: Eip1193; tronWeb?: TronWebLike; tronLink?: TronLinkLike } {
  return window as unknown as { ethereum?: Eip1193; tronWeb?: TronWebLike; tronLink?: TronLinkLike };
}

/** Which wallets this browser offers: window.ethereum (ERC), window.tronWeb or window.tronLink (TRC). */
export function walletsPresent(): Record<WalletChain, boolean> {
  const w = injected();
  return { erc: typeof w.ethereum?.request === 'function', trc: Boolean(w.tronWeb?.trx ?? w.tronLink) };
}

const hexOf = (text: string): string => `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

/** Asks the wallet for its account: the address the server's message is made for. */
export async function walletAddress(chain: WalletChain): Promise<string> {
  const w = injected();
  if (chain === 'erc') {
    const accounts = await w.ethereum?.request({ method: 'eth_requestAccounts' });
    const first = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof first !== 'string') throw new Error('no account');
    return first;
  }
  if (w.tronLink) await w.tronLink.request({ method: 'tron_requestAccounts' });
  const address = injected().tronWeb?.defaultAddress?.base58;
  if (!address) throw new Error('no account');
  return address;
}

/** Has the wallet sign the server's message: personal_sign (EIP-191) for ERC, signMessageV2 for TronLink. */
export async function walletSign(chain: WalletChain, message: string, address: string): Promise<string> {
  const w = injected();
  if (chain === 'erc') {
    const signature = await w.ethereum?.request({ method: 'personal_sign', params: [hexOf(message), address] });
    if (typeof signature !== 'string') throw new Error('not signed');
    return signature;
  }
  const signature = await injected().tronWeb?.trx?.signMessageV2(message);
  if (typeof signature !== 'string') throw new Error('not signed');
  return signature;
}
