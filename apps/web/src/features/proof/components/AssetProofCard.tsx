import { atomsText, type AssetProof, type ProofCheck } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { shortHash } from '../model/check';
import styles from './proof.module.css';

/** One asset of the user's proof: their balance, the total, the hashes, every step of the path, and the browser's verdict. */
export function AssetProofCard({ proof, check }: { proof: AssetProof; check: ProofCheck | undefined }) {
  const { t } = useTranslation('proof');
  const amount = (atoms: string) => <span className="c-num">{atomsText(atoms, proof.decimals)} <span className="c-num-unit">{proof.asset}</span></span>;
  let verdict = <span className={styles.wait}>{t('check.running')}</span>;
  if (check) verdict = check.ok ? <span className={styles.ok} data-testid={`proof-ok-${proof.asset}`}>{t('check.ok')}</span> : <span className={styles.bad} data-testid={`proof-bad-${proof.asset}`}>{t('check.failed')}</span>;
  return (
    <section className={styles.card} data-testid={`proof-asset-${proof.asset}`}>
      <div className={styles.head}><span className={styles.asset}>{proof.asset}</span>{verdict}</div>
      <dl className={styles.lines}>
        <div className={styles.line}><dt>{t('leaf.balance')}</dt><dd>{amount(proof.leaf.balance)}</dd></div>
        <div className={styles.line}><dt>{t('root.total')}</dt><dd>{amount(proof.root.sum)}</dd></div>
        <div className={styles.line}><dt>{t('root.accounts')}</dt><dd>{proof.root.leaves}</dd></div>
        <div className={styles.line}><dt>{t('root.hash')}</dt><dd className={styles.mono} title={proof.root.hash}>{shortHash(proof.root.hash)}</dd></div>
        <div className={styles.line}><dt>{t('leaf.hash')}</dt><dd className={styles.mono} title={proof.leaf.hash}>{shortHash(proof.leaf.hash)}</dd></div>
        <div className={styles.line}><dt>{t('leaf.salt')}</dt><dd className={styles.mono} title={proof.leaf.salt}>{shortHash(proof.leaf.salt)}</dd></div>
      </dl>
      <p className={styles.pathTitle}>{t('path.title', { n: proof.path.length })}</p>
      <ol className={styles.path}>
        {proof.path.map((s, i) => (
          <li key={`${i}-${s.hash}`} className={styles.step}>
            <span className={styles.side}>{t(s.side === 'left' ? 'path.left' : 'path.right')}</span>
            <span className={styles.mono} title={s.hash}>{shortHash(s.hash)}</span>
            <span>{amount(s.sum)}</span>
          </li>
        ))}
      </ol>
      {check && !check.ok && <p className={styles.reason} role="alert">{t(`reason.${check.code}`)}</p>}
    </section>
  );
}
