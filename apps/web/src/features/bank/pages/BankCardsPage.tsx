import type { BankCard } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { TrashIcon } from '../../../ui/icons';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import styles from '../../../ui/formCard.module.css';
import { CardRow } from '../components/CardRow';
import { KycNotice } from '../components/KycNotice';
import { Refusal } from '../components/Refusal';
import { maskedAccount } from '../model/card-form';
import { ADD_BANK_PATH, BANK_WITHDRAW_PATH } from '../paths';
import { useCashInfo, useDeleteCard } from '../queries';

/** /pages/bankbind/index: the bound bank cards, each removable after a confirmation; add opens the form. */
export default function BankCardsPage() {
  const { t } = useTranslation('bank');
  const navigate = useNavigate();
  const info = useCashInfo();
  const remove = useDeleteCard();

  const confirmDelete = async (card: BankCard): Promise<void> => {
    const yes = await Dialog.confirm({
      title: t('cards.delete_title'), content: t('cards.delete_text', { bank: card.bank_name, account: maskedAccount(card.card_tail) }),
      confirmText: t('cards.delete'), cancelText: t('common:action.cancel'),
    });
    if (yes) remove.mutate(card.id, { onSuccess: () => toast.success(t('cards.deleted')) });
  };

  let body;
  if (info.isPending) body = <Loading />;
  else if (info.isError) body = <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  else if (info.data.verified_name === null) body = <KycNotice />;
  else {
    const { cards, limit } = info.data;
    const full = cards.length >= limit;
    body = (
      <>
        <p className={styles.hint}>{t('cards.intro', { name: info.data.verified_name, limit })}</p>
        {cards.length === 0 ? <EmptyState title={t('cards.empty')} description={t('cards.empty_text')} /> : (
          <div className={styles.list} data-testid="bank-card-list">
            {cards.map((card) => (
              <div key={card.id} className={styles.entry} data-testid="bank-card" data-card-id={card.id}>
                <CardRow card={card} />
                <button type="button" className={styles.iconBtn} aria-label={t('cards.delete')} data-testid="bank-card-delete"
                  onClick={() => void confirmDelete(card)}><TrashIcon /></button>
              </div>
            ))}
          </div>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={full} onClick={() => void navigate(ADD_BANK_PATH)} data-testid="bank-card-add">
            {full ? t('cards.full', { limit }) : t('cards.add')}
          </button>
          {cards.length > 0 && (
            <button type="button" className={styles.secondary} onClick={() => void navigate(BANK_WITHDRAW_PATH)} data-testid="bank-to-withdraw">
              {t('cards.withdraw')}
            </button>
          )}
        </div>
      </>
    );
  }
  return (
    <MoneyPage title={t('cards.title')} right={<NavAction label={t('cards.add_short')} to={ADD_BANK_PATH} />} testId="bank-cards-page">{body}</MoneyPage>
  );
}
