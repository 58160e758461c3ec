import { Link } from 'react-router';
import type { Entry } from './entry';

/** A grid of round-icon shortcuts (home quick entries, account areas). */
export function EntryGrid({ entries, columns = 4 }: { entries: readonly Entry[]; columns?: number }) {
  return (
    <nav className="c-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {entries.map(({ key, label, to, icon: Icon }) => (
        <Link key={key} to={to ?? '#'} className="c-grid-item" data-entry={key}>
          <span className="c-grid-icon">{Icon && <Icon />}</span>
          <span className="c-grid-label">{label}</span>
        </Link>
      ))}
    </nav>
  );
}
