import type { BankCard } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { maskedAccount } from '../model/card-form';
import styles from '../../../ui/formCard.module.css';

/** A bound card: bank, masked account, holder, currency, and the SWIFT and IBAN when given. */
export function CardRow({ card }: { card: BankCard }) {
  const { t } = useTranslation('bank');
  return (
    <div className={styles.entryMain}>
      <div className={styles.entryHead}>{card.bank_name}<span className={styles.tag}>{card.currency}</span></div>
      <div className={styles.mono}>{maskedAccount(card.card_tail)}</div>
      <div className={styles.muted}>{t('cards.holder_line', { name: card.holder })}</div>
      {card.branch_name && <div className={styles.muted}>{card.branch_name}</div>}
      {card.swift && <div className={styles.muted}>SWIFT {card.swift}</div>}
      {card.iban && <div className={styles.muted}>IBAN {card.iban}</div>}
    </div>
  );
}
