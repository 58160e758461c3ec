import type { ApiKeyCreated } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useSession } from '../../../session';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import styles from '../components/apikeys.module.css';
import { CreateKeyForm } from '../components/CreateKeyForm';
import { KeyCard } from '../components/KeyCard';
import { SecretOnce } from '../components/SecretOnce';
import { useApiKeys } from '../queries';

/** /pages/settings/api/index: API keys for bots (Binance-compatible API under /binance): create, the secret once, list, pause, delete. */
export default function ApiKeysPage() {
  const { t } = useTranslation('apikeys');
  const demo = useSession((s) => s.demo);
  const keys = useApiKeys();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  let list;
  if (keys.isPending) list = <Loading />;
  else if (keys.isError) list = <ErrorState description={keys.error instanceof ApiError ? keys.error.message : ''} onRetry={() => void keys.refetch()} />;
  else if (keys.data.length === 0) list = <EmptyState title={t('list.empty')} />;
  else list = <div className={styles.list} data-testid="apikey-list">{keys.data.map((k) => <KeyCard key={k.id} k={k} />)}</div>;
  return (
    <MoneyPage title={t('title')} testId="apikeys-page">
      <p className={styles.intro}>{t('intro')}</p>
      {created && <SecretOnce created={created} onDone={() => setCreated(null)} />}
      <CreateKeyForm demo={demo} onCreated={setCreated} />
      <h2 className={styles.intro}>{t('list.title')}</h2>
      {list}
    </MoneyPage>
  );
}
