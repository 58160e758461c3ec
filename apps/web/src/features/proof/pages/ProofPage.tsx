import type { ProofCheck } from '@candor/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { AssetProofCard } from '../components/AssetProofCard';
import styles from '../components/proof.module.css';
import { checkProof, proofJson } from '../model/check';
import { useMyProof, useProofRoots } from '../queries';

/** The server's "no proof published for this day yet" code. */
const NOT_PUBLISHED = 9701;

/**
 * /pages/assets/proof: the user's leaf and path per asset of the latest daily proof of liabilities, checked here with
 * the browser's own SHA-256 against the roots published to everyone, and downloadable for `npx candor-verify`.
 */
export default function ProofPage() {
  const { t } = useTranslation('proof');
  const mine = useMyProof();
  const roots = useProofRoots(mine.data?.day);
  const [checks, setChecks] = useState<ProofCheck[] | null>(null);
  const [round, setRound] = useState(0);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!mine.data || !roots.data) return;
    let live = true;
    const published = Object.fromEntries(roots.data.roots.map((r) => [r.asset, r.hash]));
    setChecks(null);
    void checkProof(mine.data, published).then((c) => { if (live) { setChecks(c); setUnavailable(false); } }, () => { if (live) setUnavailable(true); });
    return () => { live = false; };
  }, [mine.data, roots.data, round]);

  const download = () => {
    if (!mine.data) return;
    const url = URL.createObjectURL(new Blob([proofJson(mine.data)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `candor-proof-${mine.data.day}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };

  let body;
  if (mine.isPending) body = <Loading />;
  else if (mine.isError) {
    body = mine.error instanceof ApiError && mine.error.code === NOT_PUBLISHED
      ? <EmptyState title={t('none.title')} description={t('none.body')} />
      : <ErrorState description={mine.error instanceof ApiError ? mine.error.message : ''} onRetry={() => void mine.refetch()} />;
  } else {
    const file = mine.data;
    const all = checks !== null && checks.length > 0 && checks.every((c) => c.ok);
    body = (
      <>
        <p className={styles.intro}>{t('intro', { day: file.day })}</p>
        {file.assets.length === 0 && <EmptyState title={t('empty.title')} description={t('empty.body', { day: file.day })} />}
        {file.assets.map((p) => <AssetProofCard key={p.asset} proof={p} check={checks?.find((c) => c.asset === p.asset)} />)}
        {file.assets.length > 0 && (
          <div className={styles.actions}>
            {unavailable && <p className={styles.bad} role="alert">{t('check.unavailable')}</p>}
            {checks !== null && <p className={all ? styles.ok : styles.bad} data-testid="proof-verdict">{t(all ? 'check.all_ok' : 'check.some_failed')}</p>}
            <button type="button" className={styles.primary} onClick={() => setRound((r) => r + 1)} data-testid="proof-verify">{t('action.verify')}</button>
            <button type="button" className={styles.secondary} onClick={download} data-testid="proof-download">{t('action.download')}</button>
          </div>
        )}
        <div className={styles.cli}>{t('cli')}<code>npx candor-verify candor-proof-{file.day}.json</code></div>
      </>
    );
  }
  return <MoneyPage title={t('title')} testId="proof-page">{body}</MoneyPage>;
}
