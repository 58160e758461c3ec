import { useTranslation } from 'react-i18next';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import styles from '../components/ieo.module.css';
import { ProjectCard } from '../components/ProjectCard';
import { Refusal } from '../components/Refusal';
import { IEO_ORDERS_PATH } from '../paths';
import { useIeoProjects } from '../queries';

/** /pages/assets/ieo/index: the IEO projects; an open one takes a subscription. */
export default function IeoPage() {
  const { t } = useTranslation('ieo');
  const list = useIeoProjects();
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <Refusal error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <EmptyState title={t('list.empty')} />;
  else body = list.data.items.map((p) => <ProjectCard key={p.id} project={p} />);
  return (
    <MoneyPage title={t('list.title')} right={<NavAction label={t('list.mine')} to={IEO_ORDERS_PATH} testId="ieo-to-orders" />} testId="ieo-page">
      <p className={styles.note}>{t('list.intro')}</p>
      {body}
    </MoneyPage>
  );
}
