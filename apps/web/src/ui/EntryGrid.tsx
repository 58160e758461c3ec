import { Link } from 'react-router';
import type { Entry } from './entry';

/**
 * A grid of round-icon shortcuts (home quick entries, account areas). A column is never narrower than its longest
 * word, so a label breaks between words (or where the browser can hyphenate), never inside one.
 */
export function EntryGrid({ entries, columns = 4 }: { entries: readonly Entry[]; columns?: number }) {
  return (
    <nav className="c-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(min-content, 1fr))` }}>
      {entries.map(({ key, label, to, icon: Icon }) => (
        <Link key={key} to={to ?? '#'} className="c-grid-item" data-entry={key}>
          <span className="c-grid-icon">{Icon && <Icon />}</span>
          <span className="c-grid-label">{label}</span>
        </Link>
      ))}
    </nav>
  );
}
