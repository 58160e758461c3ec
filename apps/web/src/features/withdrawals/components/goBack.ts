import { useNavigate } from 'react-router';
import { historyIndex } from '../../../ui/PageShell';

/** Back one page when the app has one to go back to, else to `fallback` (a page opened from a link or a reload). */
export function useGoBackOr(): (fallback: string) => void {
  const navigate = useNavigate();
  return (fallback) => {
    const index = historyIndex();
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
