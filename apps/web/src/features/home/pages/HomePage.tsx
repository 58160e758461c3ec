import { AccountCard } from '../components/AccountCard';
import { HomeHeader } from '../components/HomeHeader';
import { HonestyCard } from '../components/HonestyCard';
import { MarketsCard } from '../components/MarketsCard';
import { NoticeTicker } from '../components/NoticeTicker';
import { QuickEntries } from '../components/QuickEntries';
import styles from '../components/home.module.css';

export default function HomePage() {
  return (
    <div className="c-page" data-testid="home">
      <div className={styles.top}>
        <HomeHeader />
        <AccountCard />
      </div>
      <div className={styles.body}>
        <NoticeTicker />
        <QuickEntries />
        <MarketsCard />
        <HonestyCard />
      </div>
    </div>
  );
}
