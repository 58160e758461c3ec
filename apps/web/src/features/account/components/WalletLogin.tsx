import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { toast } from '../../../ui/toast';
import { walletsPresent, type WalletChain } from '../model/wallet';
import { useWalletLogin } from '../queries';

/**
 * The login page's wallet buttons: one per wallet the browser offers (window.ethereum: ERC, TronLink: TRC), else a
 * note on how to get one. A server refusal is toasted by the client; a wallet that fails or is refused says so.
 */
export function WalletLogin({ totp, onDone, onNeedTotp }: { totp: string; onDone: () => void; onNeedTotp: () => void }) {
  const { t } = useTranslation('auth');
  const login = useWalletLogin();
  const present = walletsPresent();
  const go = (chain: WalletChain): void => login.mutate({ chain, ...(totp ? { totp } : {}) }, {
    onSuccess: onDone,
    onError: (e) => {
      if (!(e instanceof ApiError)) toast.error(t('wallet.failed'));
      else if (e.code === 9004) onNeedTotp();
    },
  });
  if (!present.erc && !present.trc) return <p className="c-hint" data-testid="wallet-absent">{t('wallet.note')}</p>;
  return (
    <>
      {present.erc && (
        <Button block fill="outline" color="primary" loading={login.isPending && login.variables.chain === 'erc'} onClick={() => go('erc')} data-testid="wallet-erc">
          {t('wallet.erc')}
        </Button>
      )}
      {present.trc && (
        <Button block fill="outline" color="primary" loading={login.isPending && login.variables.chain === 'trc'} onClick={() => go('trc')} data-testid="wallet-trc">
          {t('wallet.trc')}
        </Button>
      )}
    </>
  );
}
