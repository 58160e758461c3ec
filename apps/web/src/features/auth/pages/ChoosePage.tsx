import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { keepBackQuery } from '../../../app/guards';
import { toast } from '../../../ui/toast';
import { useStartGuestDemo } from '../../demo/queries';
import { AuthFrame, authStyles as s } from '../components/AuthFrame';

/** The way in: log in, create an account, try the demo, or look around first. */
export default function ChoosePage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const guest = useStartGuestDemo();
  const back = keepBackQuery(search);
  return (
    <AuthFrame title={t('choose.title')} subtitle={t('choose.subtitle')}>
      <div className={s.alt} style={{ marginTop: 24 }}>
        <Button block color="primary" onClick={() => void navigate(`/pages/user/login/login${back}`)}>{t('login.submit')}</Button>
        <Button block fill="outline" color="primary" onClick={() => void navigate(`/pages/user/login/register/index${back}`)}>{t('register.submit')}</Button>
        <Button block fill="none" color="primary" loading={guest.isPending}
          onClick={() => void guest.start().then((ok) => { if (ok) { toast.success(t('guest.started')); void navigate('/pages/index/index', { replace: true }); } })}>
          {t('guest.button')}
        </Button>
      </div>
      <p className={s.note}><Link to="/pages/index/index">{t('choose.browse')}</Link></p>
    </AuthFrame>
  );
}
